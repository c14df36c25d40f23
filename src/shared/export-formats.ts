// Plain constants without zod, so the public map's download panel can offer them without loading the schemas.

export const EXPORT_FORMATS = ['geojson', 'kml', 'gpx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
