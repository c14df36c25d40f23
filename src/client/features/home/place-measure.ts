import { formatLandArea, formatLength } from '../../../shared/geo/format-measure.ts';
import { areaSquareMetres, lengthMetres } from '../../../shared/geo/measure.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { intlLocale } from '../../lib/format-date.ts';

/**
 * The popup's measure (issue 32): 'Luas: 0,85 ha' for an area, 'Panjang: 1,2 km' for a line (a road or a
 * channel is asked about by its length as a field is by its size); none for a point. Numbers in the
 * mode's locale: the spec's public texts are Indonesian, so the default mode writes '0,85'.
 */
export function placeMeasure(geometry: PetaGeometry | null, locale = intlLocale()): string | null {
  switch (geometry?.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return m.popup_area({ area: formatLandArea(areaSquareMetres(geometry), locale) });
    case 'LineString':
    case 'MultiLineString':
      return m.popup_length({ length: formatLength(lengthMetres(geometry), locale) });
    default:
      return null;
  }
}
