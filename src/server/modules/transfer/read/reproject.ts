import proj4 from 'proj4';
import { msg } from '../../../../shared/i18n/message.ts';
import { badFile } from './source.ts';

export type Reprojection = { name: string; forward: ((xy: number[]) => number[]) | null };

const projectionName = (wkt: string) =>
  /^\s*(?:PROJCS|GEOGCS|PROJCRS|GEOGCRS)\s*\[\s*"([^"]*)"/i.exec(wkt)?.[1];

const isWgs84Geographic = (wkt: string) =>
  /^\s*GEOGCS\s*\[/i.test(wkt) && /WGS[_ ]?(19)?84/i.test(wkt) && !/PROJCS/i.test(wkt);

/**
 * From a Shapefile's .prj (WKT) to WGS 84 longitude and latitude. A geographic WGS 84 .prj needs no work;
 * anything proj4 cannot read is refused, since guessing a projection puts the village in the wrong place.
 */
export function reprojectionFromPrj(wkt: string): Reprojection {
  const name = projectionName(wkt) ?? 'unnamed projection';
  if (isWgs84Geographic(wkt)) return { name: 'WGS 84', forward: null };
  let converter: proj4.Converter;
  try {
    converter = proj4(wkt, 'WGS84');
  } catch {
    throw badFile(msg('api_prj_unknown', { name: name.slice(0, 80) }));
  }
  return { name: name.replace(/_/g, ' '), forward: (xy) => converter.forward(xy) };
}

/** Every [x, y] of a GeoJSON geometry's coordinates through `forward`; altitudes are kept. */
export function reprojectCoordinates(coordinates: unknown, forward: (xy: number[]) => number[]): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') {
    const [x, y, ...rest] = coordinates as number[];
    const [lng, lat] = forward([x!, y!]);
    return [lng, lat, ...rest];
  }
  return coordinates.map((part) => reprojectCoordinates(part, forward));
}
