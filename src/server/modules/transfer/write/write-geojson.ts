import { attributes, type ExportFeature } from './export-feature.ts';

export function writeGeoJson(features: readonly ExportFeature[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: features.map((feature) => ({
      type: 'Feature',
      id: feature.id,
      properties: { name: feature.name, ...Object.fromEntries(attributes(feature)) },
      geometry: feature.geometry,
    })),
  });
}
