import { describe, expect, it } from 'vitest';
import { createQueryClient, forgetPrivateData, isPublicQueryKey } from './query-client.ts';

describe('query client', () => {
  it('tells public tRPC keys from private ones', () => {
    expect(isPublicQueryKey([['public', 'settings'], { type: 'query' }])).toBe(true);
    expect(isPublicQueryKey([['dashboard', 'stats'], { type: 'query' }])).toBe(false);
    expect(isPublicQueryKey(['public'])).toBe(false);
  });

  it('forgets private data on sign-out but keeps the public settings', () => {
    const client = createQueryClient();
    client.setQueryData([['public', 'settings'], { type: 'query' }], { title: 'PetaDesa' });
    client.setQueryData([['dashboard', 'stats'], { type: 'query' }], { maps_count: 3 });
    forgetPrivateData(client);
    expect(client.getQueryData([['public', 'settings'], { type: 'query' }])).toEqual({ title: 'PetaDesa' });
    expect(client.getQueryData([['dashboard', 'stats'], { type: 'query' }])).toBeUndefined();
  });

  it('uses the spec defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(5 * 60 * 1000);
  });
});
