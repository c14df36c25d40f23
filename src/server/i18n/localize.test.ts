import { describe, expect, it } from 'vitest';
import { localizeErrorBody, localizeMessage } from './localize.ts';

describe('localizeMessage', () => {
  it('finds a message by its spec wording and writes it in the language asked for', () => {
    expect(localizeMessage('The name is required.', 'id')).toBe('Nama wajib diisi.');
    expect(localizeMessage('The name is required.', 'en')).toBe('The name is required.');
    expect(localizeMessage('The name is required.', 'standar')).toBe('The name is required.');
  });

  it('reads the inputs of a message with inputs back out of its spec wording', () => {
    const throttled = 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.';
    expect(localizeMessage(throttled, 'en')).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(localizeMessage(throttled.replace('15', '1'), 'en')).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
    expect(localizeMessage(throttled, 'id')).toBe(throttled);
  });

  it('leaves a text the catalogue does not hold as it is', () => {
    expect(localizeMessage('Map not found.', 'id')).toBe('Map not found.');
    expect(localizeMessage('', 'en')).toBe('');
  });

  it("changes an answer's messages, never its keys", () => {
    expect(
      localizeErrorBody(
        { message: 'The name is required.', errors: { Name: 'The name is required.' } },
        'id',
      ),
    ).toEqual({ message: 'Nama wajib diisi.', errors: { Name: 'Nama wajib diisi.' } });
  });
});
