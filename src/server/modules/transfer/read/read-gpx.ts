import { gpx } from '@tmcw/togeojson';
import { featuresOfGeoJson, type SourceData, WGS84_NAME } from './source.ts';
import { xmlDocument } from './xml-document.ts';

/** Waypoints become points, routes and tracks become lines (a multi-segment track a MultiLineString). */
export function readGpx(bytes: Uint8Array): SourceData {
  const collection = gpx(xmlDocument(bytes, 'GPX'));
  const features = featuresOfGeoJson(collection).map((feature) => {
    // Per-point times and heart rates are track detail, not attributes of the place.
    const { coordinateProperties: _detail, ...properties } = feature.properties;
    return { ...feature, properties };
  });
  return { features, crs: WGS84_NAME };
}
