import { describe, expect, it } from 'vitest';
import { deleteFailureMessage, errorFor, errorWithFallback, fieldErrorsFromIssues } from './form-errors.ts';

describe('fieldErrorsFromIssues', () => {
  it('keys each message like the server does, keeping the first per field', () => {
    const errors = fieldErrorsFromIssues([
      { path: ['name'], message: 'The name is required.' },
      { path: ['name'], message: 'second' },
      { path: ['map_center_lat'], message: 'Not a number.' },
      { path: ['permission_ids', 2], message: 'Choose permissions from the list.' },
      { path: [], message: 'Whole form.' },
    ]);
    expect(errors).toEqual({
      Name: 'The name is required.',
      MapCenterLat: 'Not a number.',
      Permission_ids: 'Choose permissions from the list.',
      Form: 'Whole form.',
    });
  });
});

describe('errorFor', () => {
  it('reads the first key present', () => {
    expect(errorFor({ Uni_users_username: 'taken' }, 'Username', 'Uni_users_username')).toBe('taken');
    expect(errorFor({}, 'Name')).toBeUndefined();
  });
});

describe('deleteFailureMessage', () => {
  const appError = (message: string) =>
    Object.assign(new Error(message), { data: { appError: { message } } });

  it('uses the server message', () => {
    expect(deleteFailureMessage('user', appError('You cannot delete your own account.'))).toBe(
      'Failed to delete user: You cannot delete your own account.',
    );
  });

  it('falls back when there is no message', () => {
    expect(deleteFailureMessage('map', {}, 'Unknown error')).toBe('Failed to delete map: Unknown error');
    expect(deleteFailureMessage('map', new Error(''), 'Unknown error')).toBe(
      'Failed to delete map: Unknown error',
    );
  });
});

describe('errorWithFallback', () => {
  it('shows the message, else the fallback when the key came without one, else nothing', () => {
    expect(errorWithFallback({ Username: 'Taken' }, 'Username already exists', 'Username')).toBe('Taken');
    expect(
      errorWithFallback(
        { Uni_users_username: '' },
        'Username already exists',
        'Username',
        'Uni_users_username',
      ),
    ).toBe('Username already exists');
    expect(errorWithFallback({ Email: 'Bad' }, 'Username already exists', 'Username')).toBeUndefined();
  });
});
