import type { ImportMapping } from '../../../shared/schemas/transfer.ts';
import { textProblem } from '../../../shared/text.ts';
import { badFile, type SourceFeature } from './read/source.ts';

/** Attribute names seen in Google Earth, GPS apps, GDAL output and Indonesian village spreadsheets. */
const GUESSES: Record<keyof ImportMapping, readonly string[]> = {
  name: ['name', 'nama', 'title', 'judul', 'label', 'nama_objek', 'namobj', 'nm'],
  description: [
    'description',
    'desc',
    'deskripsi',
    'keterangan',
    'ket',
    'cmt',
    'comment',
    'remarks',
    'notes',
  ],
  address: ['address', 'alamat', 'addr', 'lokasi', 'location', 'dusun'],
  // OpenStreetMap's keys (opening_hours, phone, website, contact:*) and what a village spreadsheet says.
  opening_hours: ['opening_hours', 'jam_buka', 'jam buka', 'jam_operasional', 'jam_layanan', 'hours'],
  phone: ['phone', 'contact:phone', 'telepon', 'telp', 'no_telp', 'no_hp', 'hp', 'whatsapp', 'wa', 'kontak'],
  website: ['website', 'contact:website', 'url', 'situs', 'web'],
};

/** Every attribute name, in the order first seen; a name the text rule refuses refuses the file. */
export function attributeNames(features: readonly SourceFeature[]): string[] {
  const names = new Set<string>();
  for (const feature of features) for (const key of Object.keys(feature.properties)) names.add(key);
  for (const name of names) {
    const problem = textProblem(name, { multiline: false });
    if (problem) {
      throw badFile(
        `An attribute name holds ${problem.what} at character ${problem.index + 1}; fix the file and import it again.`,
      );
    }
  }
  return [...names];
}

function guess(fields: readonly string[], candidates: readonly string[]): string | null {
  for (const candidate of candidates) {
    const found = fields.find((field) => field.toLowerCase() === candidate);
    if (found) return found;
  }
  return null;
}

/** The caller's choice where given ('' for none, an unknown attribute for none), a guess otherwise. */
export function resolveMapping(
  fields: readonly string[],
  chosen: Partial<Record<keyof ImportMapping, string | undefined>>,
): ImportMapping {
  const pick = (key: keyof ImportMapping): string | null => {
    const value = chosen[key];
    if (value === undefined) return guess(fields, GUESSES[key]);
    return fields.includes(value) ? value : null;
  };
  return {
    name: pick('name'),
    description: pick('description'),
    address: pick('address'),
    opening_hours: pick('opening_hours'),
    phone: pick('phone'),
    website: pick('website'),
  };
}

/** An attribute as text: numbers and booleans as written, objects as JSON, nothing as ''. */
export function attributeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).trim();
}
