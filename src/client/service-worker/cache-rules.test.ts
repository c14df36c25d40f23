import { describe, expect, it } from 'vitest';
import { cacheKindOf, imagePathsNamedIn, mayKeepImage } from './cache-rules.ts';

describe("the service worker's image rules (decision 0027)", () => {
  it('reads the image paths the public categories answer names, and nothing from what is not one', () => {
    const answer = {
      data: [
        {
          id: 1,
          image: 'a1.png',
          maps: [
            { id: 4, image: 'b2.jpg', photos: ['b2.jpg', 'b3.jpg'] },
            { id: 5, image: null },
          ],
        },
        { id: null, image: null, maps: [{ id: 6, image: 'c3.webp' }] },
      ],
    };
    expect(imagePathsNamedIn(answer)).toEqual(
      new Set([
        '/uploads/categories/a1.png',
        '/uploads/maps/b2.jpg',
        '/uploads/maps/b3.jpg',
        '/uploads/maps/c3.webp',
      ]),
    );
    expect(imagePathsNamedIn({ data: [] })).toEqual(new Set());
    // An error's body, or anything else, names nothing and so withdraws nothing.
    for (const other of [null, 'x', { message: 'Internal server error.' }, { data: 'x' }]) {
      expect(imagePathsNamedIn(other)).toBeUndefined();
    }
    const path = [...(imagePathsNamedIn(answer) ?? [])][0]!;
    expect(cacheKindOf(new URL(path, 'https://desa.example'), 'GET')).toBe('images');
  });

  it('keeps an image only when every cache may: never one shown to staff alone, never a refusal', () => {
    expect(mayKeepImage(200, 'public, no-cache')).toBe(true);
    expect(mayKeepImage(200, null)).toBe(true);
    expect(mayKeepImage(200, 'private, no-store')).toBe(false);
    expect(mayKeepImage(200, 'no-store')).toBe(false);
    expect(mayKeepImage(200, 'Private')).toBe(false);
    expect(mayKeepImage(404, 'public, no-cache')).toBe(false);
    expect(mayKeepImage(206, 'public, no-cache')).toBe(false);
  });
});
