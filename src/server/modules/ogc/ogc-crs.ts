import proj4 from 'proj4';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

/**
 * The coordinate systems OGC API Features Part 2 lets a client ask for: CRS84 (what is stored), EPSG:4326
 * (the same, latitude first as the EPSG register defines it), Web Mercator, and the UTM zones Indonesia
 * spans (46 to 54, north and south), in which land offices and surveyors work. proj4's UTM is the extended
 * transverse Mercator PROJ uses, so answers agree with `ogr2ogr -t_srs` far below a millimetre
 * (tests/api/ogc-crs-gdal.test.ts).
 */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const EPSG = 'http://www.opengis.net/def/crs/EPSG/0/';
export const EPSG_4326 = `${EPSG}4326`;
export const EPSG_3857 = `${EPSG}3857`;

const zones = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
export const UTM_CODES = [...zones(32646, 32654), ...zones(32746, 32754)];

/** Every `crs` a collection lists, CRS84 first (the default). */
export const SUPPORTED_CRS: readonly string[] = [
  CRS84,
  EPSG_4326,
  EPSG_3857,
  ...UTM_CODES.map((code) => `${EPSG}${code}`),
];

/** Decimals written per kind of coordinate: degrees as the exports write them, metres to a tenth of a mm. */
const DEGREE_DECIMALS = 6;
const METRE_DECIMALS = 4;

export interface Crs {
  uri: string;
  /** Whether coordinates are degrees (CRS84, EPSG:4326) rather than metres. */
  geographic: boolean;
  /** From CRS84 longitude, latitude to this CRS's axes, in their order. */
  forward(position: Position): [number, number];
  /** From this CRS's axes to CRS84 longitude, latitude. */
  inverse(position: Position): [number, number];
  decimals: number;
}

function projected(uri: string, definition: string): Crs {
  const converter = proj4('WGS84', definition);
  return {
    uri,
    geographic: false,
    forward: ([lng = 0, lat = 0]) => converter.forward([lng, lat]) as [number, number],
    inverse: ([x = 0, y = 0]) => converter.inverse([x, y]) as [number, number],
    decimals: METRE_DECIMALS,
  };
}

function utmDefinition(code: number): string {
  const south = code >= 32700;
  return `+proj=utm +zone=${code % 100}${south ? ' +south' : ''} +datum=WGS84 +units=m +no_defs`;
}

const BUILT = new Map<string, Crs>();

/** The CRS of a supported URI, or undefined; made once per URI. */
export function crsOf(uri: string): Crs | undefined {
  if (!SUPPORTED_CRS.includes(uri)) return undefined;
  let crs = BUILT.get(uri);
  if (crs) return crs;
  if (uri === CRS84) {
    crs = {
      uri,
      geographic: true,
      forward: ([lng = 0, lat = 0]) => [lng, lat],
      inverse: ([lng = 0, lat = 0]) => [lng, lat],
      decimals: DEGREE_DECIMALS,
    };
  } else if (uri === EPSG_4326) {
    crs = {
      uri,
      geographic: true,
      forward: ([lng = 0, lat = 0]) => [lat, lng],
      inverse: ([lat = 0, lng = 0]) => [lng, lat],
      decimals: DEGREE_DECIMALS,
    };
  } else if (uri === EPSG_3857) {
    crs = projected(uri, 'EPSG:3857');
  } else {
    crs = projected(uri, utmDefinition(Number(uri.slice(EPSG.length))));
  }
  BUILT.set(uri, crs);
  return crs;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function mapPositions(coordinates: unknown, each: (position: Position) => Position): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') return each(coordinates as Position);
  return coordinates.map((part) => mapPositions(part, each));
}

/** A stored (CRS84) geometry in `crs`, rounded to its decimals; heights are kept. */
export function geometryIn(geometry: PetaGeometry, crs: Crs): PetaGeometry {
  const coordinates = mapPositions(geometry.coordinates, (position) => {
    const [x, y] = crs.forward(position);
    return [round(x, crs.decimals), round(y, crs.decimals), ...position.slice(2)];
  });
  return { ...geometry, coordinates } as PetaGeometry;
}

/** A geometry given in `crs` (a filter's) as CRS84 longitude, latitude. */
export function geometryFrom(geometry: PetaGeometry, crs: Crs): PetaGeometry {
  if (crs.uri === CRS84) return geometry;
  const coordinates = mapPositions(geometry.coordinates, (position) => crs.inverse(position));
  return { ...geometry, coordinates } as PetaGeometry;
}

/** Points per edge when a box in metres is turned into degrees: its edges bend, so corners are not enough. */
const EDGE_STEPS = 16;

/**
 * A box given in `crs` as a CRS84 box [west, south, east, north] that holds it: for a projected CRS the
 * envelope of its edges, each followed in steps (a UTM box's edges are curves in degrees).
 */
export function boxToCrs84([minX, minY, maxX, maxY]: [number, number, number, number], crs: Crs) {
  if (crs.uri === CRS84) return [minX, minY, maxX, maxY] as [number, number, number, number];
  if (crs.uri === EPSG_4326) return [minY, minX, maxY, maxX] as [number, number, number, number];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i <= EDGE_STEPS; i++) {
    const f = i / EDGE_STEPS;
    const x = minX + (maxX - minX) * f;
    const y = minY + (maxY - minY) * f;
    for (const position of [
      [x, minY],
      [x, maxY],
      [minX, y],
      [maxX, y],
    ]) {
      const [lng, lat] = crs.inverse(position);
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return [west, south, east, north] as [number, number, number, number];
}
