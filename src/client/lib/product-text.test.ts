import { describe, expect, it } from 'vitest';
import { documentTitle, productSubtitle } from './product-text.ts';

describe('product texts', () => {
  it('builds the subtitle', () => {
    expect(productSubtitle('Desa Sukamaju')).toBe('Sistem Informasi Geografis Desa Sukamaju');
  });

  it('ends page titles with the product', () => {
    expect(documentTitle('PetaDesa', 'Dashboard')).toBe('Dashboard - PetaDesa');
  });

  it('gives the public map its own tab title', () => {
    expect(documentTitle('PetaDesa')).toBe('PetaDesa - Sistem Informasi Geografis PetaDesa');
  });
});
