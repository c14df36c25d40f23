import { describe, expect, it } from 'vitest';
import { documentTitle, gisDocumentTitle, productSubtitle } from './product-text.ts';

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

  it('names the product as a GIS where the spec asks for it', () => {
    expect(gisDocumentTitle('PetaDesa', 'Roles')).toBe('Roles - GIS PetaDesa');
  });
});
