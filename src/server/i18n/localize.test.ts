import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normalizeGeometry } from '../../shared/geo/normalize.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { LOCALE_OF_MODE } from '../../shared/i18n/language.ts';
import { INPUT_KINDS, localizeMessage } from '../../shared/i18n/localize.ts';
import { type Message, msg } from '../../shared/i18n/message.ts';
import { sayText } from '../../shared/i18n/say-message.ts';
import { listInput } from '../../shared/schemas/common.ts';
import { activityInput } from '../../shared/schemas/history.ts';
import { mapCreateInput } from '../../shared/schemas/maps.ts';
import { settingUpdateShape } from '../../shared/schemas/settings.ts';
import { userCreateInput } from '../../shared/schemas/users.ts';
import { textProblem, textProblemMessage } from '../../shared/text.ts';
import { appErrorOfDatabase } from '../db/database-error.ts';
import { AppError, type VersionedThing } from '../errors.ts';
import { tooLarge } from '../http/multipart-body.ts';
import { NO_SITE_ORIGIN } from '../http/site-origin.ts';
import { acceptedQuery, parseBbox, parseItemsQuery } from '../modules/ogc/ogc.service.ts';
import { tooManyFeatures } from '../modules/transfer/read/source.ts';
import { errorBodyOf } from './localize.ts';

type MessageFunction = (inputs: Record<string, string>, options: { locale: string }) => string;

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

  it('keeps the spec wording of a very long message rather than run the patterns over it', () => {
    const throttled = (minutes: string) =>
      `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`;
    expect(localizeMessage(throttled('9'.repeat(1_900)), 'en')).toMatch(/^Too many failed/);
    expect(localizeMessage(throttled('9'.repeat(2_000)), 'en')).toBe(throttled('9'.repeat(2_000)));
  });

  it('leaves a text the catalogue does not hold as it is', () => {
    const engine = "Expected property name or '}' in JSON at position 1";
    expect(localizeMessage(engine, 'id')).toBe(engine);
    expect(localizeMessage('', 'en')).toBe('');
  });

  it("changes an answer's messages, never its keys", () => {
    expect(errorBodyOf(AppError.validation({ Name: msg('api_name_required') }), 'id')).toEqual({
      message: 'Nama wajib diisi.',
      errors: { Name: 'Nama wajib diisi.' },
    });
  });

  it("says a message within a message, and numbers with the language's separators", () => {
    const problem = 'Geometry has too many points (120,000; the limit is 100,000).';
    expect(localizeMessage(`Skipped: ${problem}`, 'id')).toBe(
      'Dilewati: Geometri memiliki terlalu banyak titik (120.000; batasnya 100.000).',
    );
    expect(localizeMessage(`Skipped: ${problem}`, 'en')).toBe(`Skipped: ${problem}`);
    // A name that is not a message, and a number without separators (a year, an id), stay as written.
    expect(localizeMessage('Imported as "Pos 2026".', 'id')).toBe('Diimpor sebagai "Pos 2026".');
    expect(localizeMessage('Imported as "2026".', 'id')).toBe('Diimpor sebagai "2026".');
  });

  it('keeps data inside a message as written, even when it reads like a message or a number', () => {
    // Issue 30: a place named like one of the server's messages, or like a message with inputs.
    expect(localizeMessage('Imported as "Unauthenticated.".', 'id')).toBe(
      'Diimpor sebagai "Unauthenticated.".',
    );
    expect(localizeMessage('Imported as "Imported as "Pos".".', 'id')).toBe(
      'Diimpor sebagai "Imported as "Pos".".',
    );
    // A name the English catalogue says differently from the spec's wording.
    expect(localizeMessage('Imported as "Username atau password salah".', 'en')).toBe(
      'Imported as "Username atau password salah".',
    );
    expect(localizeMessage('Imported as "1,000".', 'id')).toBe('Diimpor sebagai "1,000".');
    expect(localizeMessage('3 maps imported into Invalid input.', 'en')).toBe(
      '3 maps imported into Invalid input.',
    );
    expect(
      localizeMessage(
        'The Shapefile Unauthenticated. has no .dbf file; zip the .shp, .shx, .dbf and .prj together.',
        'id',
      ),
    ).toMatch(/^Shapefile Unauthenticated\. /);
    // A message's own message input is still said in the language, its data inside it still kept.
    expect(localizeMessage('Skipped: The name is empty; it will be called "Unauthenticated. 2".', 'id')).toBe(
      'Dilewati: Namanya kosong; fitur ini akan dinamai "Unauthenticated. 2".',
    );
  });

  it('knows what every input of the catalogue carries: a message, a number the server counted, or data', () => {
    const names = new Set<string>();
    for (const [key, message] of Object.entries(m as unknown as Record<string, MessageFunction>)) {
      if (!key.startsWith('api_')) continue;
      message(
        new Proxy({} as Record<string, string>, {
          get: (_target, name) => {
            names.add(String(name));
            return '';
          },
        }),
        { locale: LOCALE_OF_MODE.standar },
      );
    }
    expect([...names].filter((name) => !(name in INPUT_KINDS))).toEqual([]);
    expect(Object.keys(INPUT_KINDS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('tries the most specific pattern first, whatever the order of the catalogue', () => {
    // `The file holds {count} features; ...` matches this text too, with count = "more than 5,000".
    expect(localizeMessage(sayText(tooManyFeatures(5001, false).said, 'standar'), 'id')).toBe(
      'Berkas berisi lebih dari 5.000 fitur; paling banyak 5.000 fitur dapat diimpor sekaligus. Bagi menjadi beberapa berkas yang lebih kecil.',
    );
    expect(localizeMessage(sayText(tooManyFeatures(6200).said, 'standar'), 'id')).toBe(
      'Berkas berisi 6.200 fitur; paling banyak 5.000 fitur dapat diimpor sekaligus. Bagi menjadi beberapa berkas yang lebih kecil.',
    );
    expect(localizeMessage('Too small: expected number to be >=1', 'id')).toBe(
      'Terlalu kecil: paling kecil 1.',
    );
    expect(localizeMessage('Too small: expected number to be >0', 'id')).toBe(
      'Terlalu kecil: harus lebih dari 0.',
    );
  });

  it('writes a not-found and a version conflict with the thing named in the language asked for', () => {
    expect(localizeMessage(sayText(AppError.notFound('api_map_not_found').said, 'standar'), 'id')).toBe(
      'Peta tidak ditemukan.',
    );
    expect(
      localizeMessage(sayText(AppError.notFound('api_deleted_role_not_found').said, 'standar'), 'id'),
    ).toBe('Peran yang dihapus tidak ditemukan.');
    const conflict = AppError.conflict('Settings', {
      current: {},
      changed_by: 'siti.rahma',
      changed_at: '2026-01-02T03:04:05.000Z',
    });
    expect(localizeMessage(sayText(conflict.said, 'standar'), 'id')).toBe(
      'Pengaturan telah diubah oleh siti.rahma pada 2026-01-02T03:04:05.000Z sejak Anda membukanya.',
    );
    expect(localizeMessage(sayText(conflict.said, 'standar'), 'en')).toBe(
      'The settings were changed by siti.rahma at 2026-01-02T03:04:05.000Z since you opened them.',
    );
  });
});

/** The messages the issues of a failed parse carry. */
function issueMessages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

function thrownMessage(run: () => unknown): Message | string {
  try {
    run();
  } catch (error) {
    return (error as AppError).said;
  }
  throw new Error('it did not throw');
}

describe('the catalogue of API messages', () => {
  const api = Object.entries(m as unknown as Record<string, MessageFunction>).filter(([key]) =>
    key.startsWith('api_'),
  );

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

  it('finds every api_ message by its own spec wording, inputs and all (no pattern hides another)', () => {
    for (const [key, message] of api) {
      const inputs = new Proxy({} as Record<string, string>, {
        get: (_target, name) => `<${String(name)}>`,
      });
      const standard = message(inputs, { locale: LOCALE_OF_MODE.standar });
      for (const mode of ['id', 'en'] as const) {
        expect(localizeMessage(standard, mode), key).toBe(message(inputs, { locale: LOCALE_OF_MODE[mode] }));
      }
    }
  });

  it("holds the messages the server's own code builds", () => {
    const things = [
      'api_map_not_found',
      'api_category_not_found',
      'api_user_not_found',
      'api_role_not_found',
      'api_permission_not_found',
      'api_version_not_found',
      'api_collection_not_found',
      'api_feature_not_found',
    ] as const;
    const deleted = [
      'api_deleted_map_not_found',
      'api_deleted_category_not_found',
      'api_deleted_user_not_found',
      'api_deleted_role_not_found',
    ] as const;
    const versioned: VersionedThing[] = ['Map', 'Category', 'Settings', 'User', 'Role', 'Permission'];
    const bad = (value: unknown, allowedTypes?: ['Polygon']) => {
      const result = normalizeGeometry(value, { allowedTypes });
      if (result.ok) throw new Error(`accepted ${JSON.stringify(value)}`);
      return result.message;
    };
    const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
    const line = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    const feature = (geometry: unknown) => ({ type: 'Feature', properties: {}, geometry });
    const texts = [
      ...things.map((thing) => sayText(AppError.notFound(thing).said, 'standar')),
      ...deleted.map((thing) => sayText(AppError.notFound(thing).said, 'standar')),
      ...versioned.flatMap((thing) => [
        AppError.conflict(thing, { current: {}, changed_by: 'admin', changed_at: '2026-05-01T08:00:00.000Z' })
          .said,
        AppError.conflict(thing, { current: {}, changed_by: null, changed_at: null }).said,
      ]),
      ...['a\u0000b', 'a\tb', 'a\nb', 'a\ud800b', 'a\udc00'].map((text) =>
        textProblemMessage(textProblem(text, { multiline: false })!),
      ),
      NO_SITE_ORIGIN,
      tooLarge(8 * 1024 * 1024, 'file').said,
      tooLarge(5 * 1024 * 1024, 'image').errors!.Image!,
      ...['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '23503', '23505'].map(
        (code) =>
          Object.values(
            appErrorOfDatabase({ code, table: 'maps', constraint: 'maps_name_key' })!.errors!,
          )[0]!,
      ),
      thrownMessage(() => acceptedQuery({ sortby: 'name' }, 'items')),
      thrownMessage(() => acceptedQuery({ datetime: '2026' }, 'items')),
      thrownMessage(() => acceptedQuery({ f: ['json', 'html'] }, 'items')),
      thrownMessage(() => acceptedQuery({ f: 'xml' }, 'items')),
      thrownMessage(() => acceptedQuery({ crs: 'EPSG:3857' }, 'items')),
      thrownMessage(() => acceptedQuery({ 'bbox-crs': 'EPSG:3857' }, 'items')),
      thrownMessage(() => parseBbox('1,2,3')),
      thrownMessage(() => parseBbox('-190,0,10,10')),
      thrownMessage(() => parseBbox('0,-95,10,10')),
      thrownMessage(() => parseBbox('0,10,10,5')),
      thrownMessage(() => parseItemsQuery({ limit: '0' })),
      thrownMessage(() => parseItemsQuery({ offset: '-1' })),
      bad('{nope'),
      bad('x'.repeat(2_000_001)),
      bad({ type: 'FeatureCollection' }),
      bad({ type: 'FeatureCollection', features: [{ type: 'Point' }] }),
      bad({ type: 'FeatureCollection', features: [] }),
      bad({ type: 'FeatureCollection', features: [feature(point(0, 0)), feature(line)] }),
      bad({ type: 'FeatureCollection', features: [feature(square), feature(line), feature(point(1, 1))] }),
      bad({ type: 'Point', coordinates: [1] }),
      bad({ type: 'Point', coordinates: [1, Number.NaN] }),
      bad(point(200, 0)),
      bad(point(0, -91)),
      bad({ type: 'MultiPoint', coordinates: 5 }),
      bad({ type: 'MultiPoint', coordinates: [] }),
      bad({ type: 'LineString', coordinates: [[0, 0]] }),
      bad({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      }),
      bad({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      }),
      bad({ type: 'Polygon', coordinates: [] }),
      bad({ type: 'MultiLineString', coordinates: [] }),
      bad({ type: 'MultiPolygon', coordinates: [] }),
      bad({ type: 'GeometryCollection', geometries: [] }),
      bad({ type: 'Circle', coordinates: [0, 0] }),
      bad({ type: 'MultiPoint', coordinates: Array.from({ length: 50_001 }, () => [0, 0]) }),
      bad(line, ['Polygon']),
      ...issueMessages(mapCreateInput, { name: 'x', latitude: 'north', longitude: 'east', description: 5 }),
      ...issueMessages(mapCreateInput, { name: 'x', latitude: 91, longitude: 181, address: 'x'.repeat(501) }),
      ...issueMessages(mapCreateInput, { name: 'x', address: 5, description: 'x'.repeat(5001) }),
      ...issueMessages(settingUpdateShape, {
        title: 'x',
        map_center_lat: 'a',
        map_center_lng: 'b',
        map_zoom: 'c',
      }),
      ...issueMessages(settingUpdateShape, {
        title: 'x',
        map_center_lat: 91,
        map_center_lng: 181,
        map_zoom: 23,
      }),
      ...issueMessages(settingUpdateShape, { title: 'x', map_zoom: 1.5 }),
      ...issueMessages(userCreateInput, { name: 'x', username: 'siti', email: 'a@b.c', password: 'short' }),
      ...issueMessages(userCreateInput, {
        name: 'x',
        username: 'siti',
        email: 'a@b.c',
        password: 'x'.repeat(1025),
      }),
      ...issueMessages(listInput, { search: 'x'.repeat(201) }),
      ...issueMessages(activityInput, { resource: 'files', action: 'burn' }),
      ...issueMessages(mapCreateInput, 5),
    ];
    const missing = texts
      .map((text) => sayText(text, 'standar'))
      .filter((text) => localizeMessage(text, 'id') === text);
    expect(missing).toEqual([]);
  });
});
