import { kml } from '@tmcw/togeojson';
import { MAX_IMPORT_FEATURES } from '../../../../shared/schemas/transfer.ts';
import { featuresOfGeoJson, type SourceData, tooManyFeatures, WGS84_NAME } from './source.ts';
import { xmlDocument } from './xml-document.ts';

const PLACEMARK = Buffer.from('<Placemark');

/** Placemarks in the raw text: counted before parsing, which costs far more than a byte search. */
function placemarksIn(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let found = 0;
  for (let at = buffer.indexOf(PLACEMARK); at >= 0; at = buffer.indexOf(PLACEMARK, at + PLACEMARK.length)) {
    found++;
  }
  return found;
}

/** KML coordinates are WGS 84 by the standard; folders, styles and extended data are read by togeojson. */
export function readKml(bytes: Uint8Array): SourceData {
  const placemarks = placemarksIn(bytes);
  if (placemarks > MAX_IMPORT_FEATURES) throw tooManyFeatures(placemarks);
  const collection = kml(xmlDocument(bytes, 'KML'));
  return { features: featuresOfGeoJson(collection), crs: WGS84_NAME };
}
