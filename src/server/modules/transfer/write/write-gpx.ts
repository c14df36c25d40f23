import type { Position } from '../../../../shared/geo/types.ts';
import type { ExportFeature } from './export-feature.ts';
import { element, escapeXml } from './xml.ts';

const at = (position: Position) => `lat="${position[1]}" lon="${position[0]}"`;
const elevation = (position: Position) => (position[2] !== undefined ? `<ele>${position[2]}</ele>` : '');

function texts(feature: ExportFeature): string {
  return `${element('name', feature.name)}${element('desc', feature.description)}${element('type', feature.category ?? '')}`;
}

const waypoint = (feature: ExportFeature, position: Position) =>
  `<wpt ${at(position)}>${elevation(position)}${texts(feature)}</wpt>`;

const segment = (positions: Position[]) =>
  `<trkseg>${positions.map((p) => `<trkpt ${at(p)}>${elevation(p)}</trkpt>`).join('')}</trkseg>`;

/**
 * GPX 1.1 holds points and lines only: points as waypoints, lines as tracks (a MultiLineString as one track
 * of several segments). Polygons have no GPX form and are left out; GPX readers expect waypoints first.
 */
export function writeGpx(features: readonly ExportFeature[], title: string): string {
  const waypoints: string[] = [];
  const tracks: string[] = [];
  for (const feature of features) {
    const geometry = feature.geometry;
    if (!geometry) continue;
    if (geometry.type === 'Point') waypoints.push(waypoint(feature, geometry.coordinates));
    if (geometry.type === 'MultiPoint')
      waypoints.push(...geometry.coordinates.map((p) => waypoint(feature, p)));
    if (geometry.type === 'LineString')
      tracks.push(`<trk>${texts(feature)}${segment(geometry.coordinates)}</trk>`);
    if (geometry.type === 'MultiLineString') {
      tracks.push(`<trk>${texts(feature)}${geometry.coordinates.map(segment).join('')}</trk>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="PetaDesa" xmlns="http://www.topografix.com/GPX/1/1">' +
    `<metadata><name>${escapeXml(title)}</name></metadata>\n${[...waypoints, ...tracks].join('\n')}\n</gpx>\n`
  );
}
