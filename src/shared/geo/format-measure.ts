/**
 * A measure as a resident or staff member reads it in one glance (issue 32): '850 m' and '1,2 km' for a
 * line, '850 m²' and '0,85 ha' for an area. Hectares are how a village speaks of land, from a tenth of one
 * (a house plot of 300 m² is not '0,03 ha'). The unit symbols are SI, the same in every language mode; the
 * number is written by the mode's `Intl` locale ('0,85 ha' in Indonesian, '0.85 ha' in English).
 */
const METRES_PER_KM = 1_000;
const SQUARE_METRES_PER_HECTARE = 10_000;
/** From here on an area is written in hectares. */
const HECTARES_FROM_M2 = 1_000;

const formats = new Map<string, Intl.NumberFormat>();

function format(value: number, locale: string, digits: number): string {
  const key = `${locale} ${digits}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, formatter);
  }
  return formatter.format(value);
}

const nonNegative = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** Whole metres below a kilometre, kilometres with one decimal from there on. */
export function formatLength(metres: number, locale: string): string {
  const whole = Math.round(nonNegative(metres));
  if (whole < METRES_PER_KM) return `${format(whole, locale, 0)} m`;
  return `${format(nonNegative(metres) / METRES_PER_KM, locale, 1)} km`;
}

/** Whole square metres below a tenth of a hectare, hectares with two decimals from there on. */
export function formatLandArea(squareMetres: number, locale: string): string {
  const whole = Math.round(nonNegative(squareMetres));
  if (whole < HECTARES_FROM_M2) return `${format(whole, locale, 0)} m²`;
  return `${format(nonNegative(squareMetres) / SQUARE_METRES_PER_HECTARE, locale, 2)} ha`;
}
