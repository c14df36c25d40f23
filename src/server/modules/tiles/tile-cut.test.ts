import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { mercatorX, mercatorY } from '../../../shared/geo/web-mercator-tiles.ts';
import { AnswerCache } from '../../cache/answer-cache.ts';
import { AppError } from '../../errors.ts';
import { BUFFER, EXTENT, type TileAddress, tileAddress, tileBox } from './tile-address.ts';
import { encodeTile, type ShapedPlace } from './tile-cut.ts';
import { mergeCells } from './tiles.service.ts';

function decode(bytes: Buffer, { z, x, y }: TileAddress) {
  const tile = new VectorTile(new Pbf(bytes));
  const layer = (name: string) =>
    Array.from({ length: tile.layers[name]?.length ?? 0 }, (_, i) => tile.layers[name]!.feature(i));
  return {
    places: layer('places').map((f) => ({
      name: f.properties.name,
      geometry: f.loadGeometry(),
      lnglat: f.toGeoJSON(x, y, z),
    })),
    clusters: layer('clusters').map((f) => Number(f.properties.count)),
    clusterFields: layer('clusters').map((f) => f.properties),
  };
}

const place = (id: number, geometry: ShapedPlace['geometry']): ShapedPlace => ({
  geometry,
  properties: { id, slug: `p-${id}`, name: `P ${id}`, color: '#0ea5e9' },
});

describe('tile addresses', () => {
  it('take whole numbers within the zoom, and refuse the rest with the message key', () => {
    expect(tileAddress('3', '7', '0.mvt')).toEqual({ z: 3, x: 7, y: 0 });
    for (const [z, x, y] of [
      ['-1', '0', '0.mvt'],
      ['3', '8', '0.mvt'],
      ['25', '0', '0.mvt'],
      ['3', '0', '0.pbf'],
      ['3', 'x', '0.mvt'],
      ['3', '0', '.mvt'],
      ['3', '0x1', '0.mvt'],
    ] as const) {
      expect(() => tileAddress(z, x, y), `${z}/${x}/${y}`).toThrow(AppError);
      try {
        tileAddress(z, x, y);
      } catch (error) {
        expect((error as AppError).said).toEqual({
          key: 'api_tile_address_invalid',
          inputs: { maxZoom: 24 },
        });
      }
    }
  });

  it('give boxes that run to the poles at the world edges and stay within the antimeridian', () => {
    const [west, south, east, north] = tileBox({ z: 0, x: 0, y: 0 });
    expect([west, south, east, north]).toEqual([-180, -90, 180, 90]);
    const last = 2 ** 5 - 1;
    const box = tileBox({ z: 5, x: last, y: 0 });
    expect(box[2]).toBe(180);
    expect(box[3]).toBe(90);
    expect(mercatorY(90)).toBeCloseTo(0, 9);
    expect(mercatorY(-90)).toBeCloseTo(1, 9);
    expect(mercatorX(180)).toBe(1);
  });
});

describe('cutting a tile', () => {
  it('puts a line crossing a tile edge in both tiles, clipped within the buffer', () => {
    const z = 14;
    const left: TileAddress = { z, x: 13_000, y: 8_000 };
    const right: TileAddress = { z, x: 13_001, y: 8_000 };
    const edgeLng = ((left.x + 1) / 2 ** z) * 360 - 180;
    const [, south, , north] = tileBox(left, 0);
    const lat = (south + north) / 2;
    const line = place(1, {
      type: 'LineString',
      coordinates: [
        [edgeLng - 0.01, lat],
        [edgeLng + 0.01, lat],
      ],
    });
    for (const address of [left, right]) {
      const { places } = decode(encodeTile(address, [line], []), address);
      expect(places.map((p) => p.name)).toEqual(['P 1']);
      for (const point of places[0]!.geometry.flat()) {
        expect(point.x).toBeGreaterThanOrEqual(-BUFFER);
        expect(point.x).toBeLessThanOrEqual(EXTENT + BUFFER);
      }
    }
  });

  it('draws a cell of one place as the place, and of several as a cluster counting them all', () => {
    const address: TileAddress = { z: 10, x: 832, y: 535 };
    const mx = (address.x + 0.5) / 2 ** 10;
    const my = (address.y + 0.5) / 2 ** 10;
    const merged = mergeCells([
      { cx: 100, cy: 200, n: 3, sx: 3 * mx, sy: 3 * my, id: 9, category_id: 2 },
      { cx: 100, cy: 200, n: 4, sx: 4 * mx, sy: 4 * my, id: 5, category_id: 2 },
      { cx: 100, cy: 200, n: 2, sx: 2 * mx, sy: 2 * my, id: 11, category_id: null },
      { cx: 101, cy: 200, n: 1, sx: mx, sy: my, id: 7, category_id: 2 },
    ]);
    const cells = [...merged.values()];
    // One cluster per cell and category: a map hiding a category hides its clusters.
    expect(cells.map((cell) => [cell.n, cell.id, cell.category_id])).toEqual([
      [7, 5, 2],
      [2, 11, null],
      [1, 7, 2],
    ]);
    const bytes = encodeTile(
      address,
      [],
      [
        { mx, my, count: 7, byCategory: { n_2: 5, n_none: 2 } },
        { mx, my, count: 1, only: place(7, { type: 'Point', coordinates: [0, 0] }).properties },
      ],
    );
    const decoded = decode(bytes, address);
    expect(decoded.clusters).toEqual([7]);
    // Its count per category, so a map hiding a category counts the rest.
    expect(decoded.clusterFields).toEqual([{ count: 7, n_2: 5, n_none: 2 }]);
    expect(decoded.places.map((p) => p.name)).toEqual(['P 7']);
    expect(decoded.places[0]!.geometry[0]![0]).toEqual({ x: EXTENT / 2, y: EXTENT / 2 });
  });

  it('does not break at the antimeridian or the poles', () => {
    const z = 3;
    const east: TileAddress = { z, x: 2 ** z - 1, y: 0 };
    const shapes = [
      place(1, { type: 'Point', coordinates: [179.999, 85] }),
      place(2, { type: 'Point', coordinates: [180, 90] }),
      place(3, {
        type: 'Polygon',
        coordinates: [
          [
            [170, 80],
            [180, 80],
            [180, 90],
            [170, 90],
            [170, 80],
          ],
        ],
      }),
    ];
    const decoded = decode(encodeTile(east, shapes, []), east);
    expect(decoded.places.map((p) => p.name).sort()).toEqual(['P 1', 'P 2', 'P 3']);
    const south: TileAddress = { z, x: 0, y: 2 ** z - 1 };
    const antarctic = [place(4, { type: 'Point', coordinates: [-180, -90] })];
    expect(decode(encodeTile(south, antarctic, []), south).places.map((p) => p.name)).toEqual(['P 4']);
    expect(encodeTile({ z: 0, x: 0, y: 0 }, [], []).length).toBe(0);
  });
});

describe('tiles kept by the public data version', () => {
  it('are cut once per version and again after a change, without pushing out the other kept values', async () => {
    let version = 1;
    let now = 0;
    const cache = new AnswerCache(
      2_000,
      async () => version,
      () => now,
    );
    let cuts = 0;
    const cut = async () => `tile ${++cuts} at ${version}`;
    expect(await cache.remember('tile:0/0/0', cut, undefined, 'tiles')).toBe('tile 1 at 1');
    expect(await cache.remember('tile:0/0/0', cut, undefined, 'tiles')).toBe('tile 1 at 1');
    expect(await cache.remember('picture', async () => 'kept', undefined, 'values')).toBe('kept');
    for (let i = 0; i < 600; i++) await cache.remember(`tile:10/${i}/0`, async () => i, undefined, 'tiles');
    expect(await cache.holds('picture')).toBe(true);
    expect(await cache.holds('tile:10/599/0', 'tiles')).toBe(true);
    expect(await cache.holds('tile:10/0/0', 'tiles')).toBe(false);
    version = 2;
    now += 2_000;
    await cache.holds('tile:0/0/0', 'tiles');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.remember('tile:0/0/0', cut, undefined, 'tiles')).toBe('tile 2 at 2');
  });
});
