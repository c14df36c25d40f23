import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';
import { phoneE164, phoneLinks } from './phone.ts';
import { safeWebUrl } from './website.ts';

describe('phone numbers', () => {
  it.each([
    ['+6281234567890', '+6281234567890'],
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['0274 123456', '+62274123456'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['(0274) 123456', '+62274123456'],
  ])('%s is %s', (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each([
    '12345',
    '6281234567890',
    '0012345678',
    '08123',
    '+0812345678',
    'telepon',
    '0812345678901234',
    '',
  ])('%s is not a number', (typed) => {
    expect(phoneE164(typed)).toBeNull();
  });

  it('links by tel: and wa.me with the digits only', () => {
    expect(phoneLinks('0812-3456-7890')).toEqual({
      tel: 'tel:+6281234567890',
      whatsapp: 'https://wa.me/6281234567890',
    });
  });
});

describe('web addresses', () => {
  it('takes http and https only', () => {
    expect(safeWebUrl('https://desa.id/profil')).toBe('https://desa.id/profil');
    expect(safeWebUrl('http://desa.id')).toBe('http://desa.id/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://desa.id',
      'desa.id',
      'https://',
      'https://u:p@desa.id',
    ]) {
      expect(safeWebUrl(bad)).toBeNull();
    }
  });
});

describe('linkify', () => {
  it('keeps plain text and line breaks as they are', () => {
    expect(linkify('Buka setiap hari.\nTutup hari libur <b>nasional</b>')).toEqual([
      { kind: 'text', text: 'Buka setiap hari.\nTutup hari libur <b>nasional</b>' },
    ]);
  });

  it('links an address without the punctuation that ends the sentence', () => {
    expect(linkify('Info: https://desa.id/posyandu. Lihat juga (www.desa.id/peta).')).toEqual([
      { kind: 'text', text: 'Info: ' },
      { kind: 'url', text: 'https://desa.id/posyandu', href: 'https://desa.id/posyandu' },
      { kind: 'text', text: '. Lihat juga (' },
      { kind: 'url', text: 'www.desa.id/peta', href: 'https://www.desa.id/peta' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('keeps a bracket that belongs to the address', () => {
    const pieces = linkify('https://id.wikipedia.org/wiki/Posyandu_(Indonesia), ok');
    expect(pieces[0]).toMatchObject({
      kind: 'url',
      text: 'https://id.wikipedia.org/wiki/Posyandu_(Indonesia)',
    });
  });

  it('links Indonesian phone numbers in their written forms', () => {
    const pieces = linkify('Hubungi 0812-3456-7890 atau +62 274 123456, kantor 0274 123456.');
    expect(pieces.filter((piece) => piece.kind === 'phone')).toEqual([
      { kind: 'phone', text: '0812-3456-7890', href: 'tel:+6281234567890' },
      { kind: 'phone', text: '+62 274 123456', href: 'tel:+62274123456' },
      { kind: 'phone', text: '0274 123456', href: 'tel:+62274123456' },
    ]);
  });

  it('does not take hours, dates or counts for phone numbers', () => {
    const text = 'Buka 08.00-16.00, sejak 2019-05-01, RT 05/RW 03, 150 warga, kode 12345678';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('never links a javascript: or data: address', () => {
    const text = 'javascript:alert(1) data:text/html,hi';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });
});
