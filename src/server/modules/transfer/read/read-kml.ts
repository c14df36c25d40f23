import { kml } from '@tmcw/togeojson';
import { featuresOfGeoJson, type SourceData, WGS84_NAME } from './source.ts';
import { xmlDocument } from './xml-document.ts';

/** KML coordinates are WGS 84 by the standard; folders, styles and extended data are read by togeojson. */
export function readKml(bytes: Uint8Array): SourceData {
  const collection = kml(xmlDocument(bytes, 'KML'));
  return { features: featuresOfGeoJson(collection), crs: WGS84_NAME };
}
