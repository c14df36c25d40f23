import type { PetaGeometry, Position } from '../../../../shared/geo/types.ts';
import { attributes, type ExportFeature } from './export-feature.ts';
import { element, escapeXml } from './xml.ts';

const coordinates = (positions: readonly Position[]) =>
  `<coordinates>${positions.map((position) => position.join(',')).join(' ')}</coordinates>`;

const point = (position: Position) => `<Point>${coordinates([position])}</Point>`;
const line = (positions: Position[]) => `<LineString>${coordinates(positions)}</LineString>`;
function polygon(rings: Position[][]): string {
  const [outer, ...holes] = rings;
  const boundary = (tag: string, ring: Position[]) =>
    `<${tag}><LinearRing>${coordinates(ring)}</LinearRing></${tag}>`;
  return `<Polygon>${boundary('outerBoundaryIs', outer ?? [])}${holes.map((hole) => boundary('innerBoundaryIs', hole)).join('')}</Polygon>`;
}
const multi = (parts: string[]) => `<MultiGeometry>${parts.join('')}</MultiGeometry>`;

function kmlGeometry(geometry: PetaGeometry): string {
  switch (geometry.type) {
    case 'Point':
      return point(geometry.coordinates);
    case 'MultiPoint':
      return multi(geometry.coordinates.map(point));
    case 'LineString':
      return line(geometry.coordinates);
    case 'MultiLineString':
      return multi(geometry.coordinates.map(line));
    case 'Polygon':
      return polygon(geometry.coordinates);
    case 'MultiPolygon':
      return multi(geometry.coordinates.map(polygon));
  }
}

function placemark(feature: ExportFeature): string {
  const data = attributes(feature)
    .filter(([key]) => key !== 'description')
    .map(([key, value]) => `<Data name="${escapeXml(key)}"><value>${escapeXml(value)}</value></Data>`)
    .join('');
  return `<Placemark>${element('name', feature.name)}${element('description', feature.description)}<ExtendedData>${data}</ExtendedData>${feature.geometry ? kmlGeometry(feature.geometry) : ''}</Placemark>`;
}

/** KML 2.2, one Placemark per map; description as KML's own element, the rest as ExtendedData. */
export function writeKml(features: readonly ExportFeature[], title: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${element('name', title)}${features.map(placemark).join('\n')}</Document></kml>\n`;
}
