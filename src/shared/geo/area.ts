const SQUARE_METRES_PER_HECTARE = 10_000;
const SQUARE_METRES_PER_KM2 = 1_000_000;

const fixed2 = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The settings' boundary area as the spec shows it (measured by `measure.ts`'s `areaSquareMetres`):
 * '12,345 m² (1.23 ha)' below one square kilometre, '2.35 km² (235.40 ha)' from there on: hectares are the
 * unit villages use for land, and whole square metres stop being readable past seven digits. The screens
 * pass the language mode's `locale`: '12.345 m² (1,23 ha)' in Indonesian.
 */
export function formatArea(m2: number, locale = 'en-US'): string {
  const squareMetres = Number.isFinite(m2) && m2 > 0 ? m2 : 0;
  const hectares = fixed2(squareMetres / SQUARE_METRES_PER_HECTARE, locale);
  const whole = Math.round(squareMetres);
  if (whole >= SQUARE_METRES_PER_KM2)
    return `${fixed2(squareMetres / SQUARE_METRES_PER_KM2, locale)} km² (${hectares} ha)`;
  return `${whole.toLocaleString(locale)} m² (${hectares} ha)`;
}
