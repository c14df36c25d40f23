import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { m } from '../../shared/i18n/generated/messages.js';
import { LANGUAGE_MODES, LOCALE_OF_MODE } from '../../shared/i18n/language.ts';
import { msg } from '../../shared/i18n/message.ts';
import { sayMessage, sayText } from '../../shared/i18n/say-message.ts';
import { AppError } from '../errors.ts';
import { errorBodyOf } from './localize.ts';

type MessageFunction = (inputs: Record<string, string>, options: { locale: string }) => string;
const api = Object.entries(m as unknown as Record<string, MessageFunction>).filter(([key]) =>
  key.startsWith('api_'),
);

describe('the API messages, by key', () => {
  it('renders every api_ message in each mode, each input in its place', () => {
    for (const [key, message] of api) {
      for (const mode of LANGUAGE_MODES) {
        const said = message(
          new Proxy({} as Record<string, string>, { get: (_target, name) => `<${String(name)}>` }),
          { locale: LOCALE_OF_MODE[mode] },
        );
        expect(said.trim(), `${key} in ${mode}`).not.toBe('');
        expect(said, `${key} in ${mode}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('holds every key the code names', () => {
    const source = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('generated') && !file.endsWith('.test.ts'),
    );
    const named = new Set<string>();
    for (const file of files) {
      for (const [key] of readFileSync(path.join(source, file), 'utf8').matchAll(/\bapi_[a-z0-9_]+\b/g)) {
        named.add(key);
      }
    }
    const held = new Set(api.map(([key]) => key));
    // A key built from parts (`api_conflict_${name}`, `api_geometry_mixed_${...}`) names a prefix here.
    const missing = [...named].filter((key) => !held.has(key) && ![...held].some((k) => k.startsWith(key)));
    expect(missing).toEqual([]);
    expect(named.size).toBeGreaterThan(100);
  });

  it('holds each spec wording once', () => {
    const standard = JSON.parse(
      readFileSync(new URL('../../shared/i18n/messages/id-x-standar.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const seen = new Map<string, string>();
    for (const [key, text] of Object.entries(standard)) {
      if (!key.startsWith('api_')) continue;
      const wording = JSON.stringify(text);
      expect(seen.get(wording), `${key} has the wording of ${seen.get(wording)}`).toBeUndefined();
      seen.set(wording, key);
    }
  });

  it("changes an answer's messages, never its keys", () => {
    expect(errorBodyOf(AppError.validation({ Name: msg('api_name_required') }), 'id')).toEqual({
      message: 'Nama wajib diisi.',
      errors: { Name: 'Nama wajib diisi.' },
    });
  });

  it("says a message within a message, counts with the language's separators, data as written", () => {
    const problem = msg('api_geometry_too_many_points', { count: 120_000, limit: 100_000 });
    const skipped = msg('api_import_outcome_skipped', { problem });
    expect(sayMessage(skipped, 'id')).toBe(
      'Dilewati: Geometri memiliki terlalu banyak titik (120.000; batasnya 100.000).',
    );
    expect(sayMessage(skipped, 'standar')).toBe(
      'Skipped: Geometry has too many points (120,000; the limit is 100,000).',
    );
    // Issue 30: a name that reads like a message or a number is data.
    for (const name of ['Unauthenticated.', '1,000', 'Pos 2026', 'Username atau password salah']) {
      expect(sayMessage(msg('api_import_outcome_imported', { name }), 'id')).toBe(
        `Diimpor sebagai "${name}".`,
      );
    }
    expect(sayMessage(msg('api_login_throttled', { minutes: 1 }), 'en')).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
  });

  it("keeps a third party's words as written in every mode", () => {
    const engine = "Expected property name or '}' in JSON at position 1";
    for (const mode of LANGUAGE_MODES) expect(sayText(engine, mode)).toBe(engine);
  });
});
