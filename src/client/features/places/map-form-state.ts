/** The map form's geometry side: type, GeoJSON text and coordinates, in one place so the drawing map
 * (a later issue) can plug into the same state the form submits. Pure, so it is unit-tested. */

export const MAP_TYPES = ['Point', 'Polygon', 'LineString', 'MultiPolygon'] as const;
export type MapType = (typeof MAP_TYPES)[number];

export interface MapFormState {
  type: MapType;
  geometryText: string;
  latitude: string;
  longitude: string;
}

export type MapFormAction =
  | { kind: 'type'; type: MapType }
  | { kind: 'geometry-text'; text: string }
  | { kind: 'latitude'; value: string }
  | { kind: 'longitude'; value: string }
  | { kind: 'reset-geometry' }
  /** What the drawing map reports after a shape was drawn or edited. */
  | { kind: 'drawn'; geometry: { type: string; coordinates?: unknown } | null };

/** Coordinates show 5 decimals (spec section 9). */
export const COORDINATE_DECIMALS = 5;

export function mapFormReducer(state: MapFormState, action: MapFormAction): MapFormState {
  switch (action.kind) {
    case 'type':
      // A shape of the old type cannot be edited with the new type's tool (spec section 2).
      return action.type === state.type ? state : { ...state, type: action.type, geometryText: '' };
    case 'geometry-text':
      return { ...state, geometryText: action.text };
    case 'latitude':
      return { ...state, latitude: action.value };
    case 'longitude':
      return { ...state, longitude: action.value };
    case 'reset-geometry':
      return { ...state, geometryText: '' };
    case 'drawn': {
      if (!action.geometry) return { ...state, geometryText: '' };
      const next = { ...state, geometryText: JSON.stringify(action.geometry) };
      const point = pointPosition(action.geometry);
      if (!point) return next;
      return {
        ...next,
        latitude: point[1].toFixed(COORDINATE_DECIMALS),
        longitude: point[0].toFixed(COORDINATE_DECIMALS),
      };
    }
  }
}

function pointPosition(geometry: { type: string; coordinates?: unknown }): [number, number] | null {
  if (geometry.type !== 'Point' || !Array.isArray(geometry.coordinates)) return null;
  const [lng, lat] = geometry.coordinates as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null;
}

/** The form's type for a stored geometry: the drawing tool that can edit it, Point when unknown. */
export function mapTypeOf(geometry: unknown): MapType {
  const type = geometryTypeOf(geometry);
  if (type === 'Polygon' || type === 'MultiPolygon' || type === 'LineString' || type === 'Point') return type;
  if (type === 'MultiLineString') return 'LineString';
  return 'Point';
}

function geometryTypeOf(geometry: unknown): unknown {
  let value = geometry;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
}

/** The stored geometry as the textarea shows it; the server may hand it over as an object or as text. */
export function geometryText(geometry: unknown): string {
  if (geometry === null || geometry === undefined) return '';
  return typeof geometry === 'string' ? geometry : JSON.stringify(geometry);
}

export function coordinateText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function initialMapFormState(record?: {
  geometry: unknown;
  latitude: number | null;
  longitude: number | null;
}): MapFormState {
  if (!record) return { type: 'Point', geometryText: '', latitude: '', longitude: '' };
  return {
    type: mapTypeOf(record.geometry),
    geometryText: geometryText(record.geometry),
    latitude: coordinateText(record.latitude),
    longitude: coordinateText(record.longitude),
  };
}
