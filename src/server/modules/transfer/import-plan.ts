import { normalizeGeometry } from '../../../shared/geo/normalize.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { phoneE164 } from '../../../shared/place-info/phone.ts';
import { safeWebUrl } from '../../../shared/place-info/website.ts';
import { OPENING_HOURS_MAX } from '../../../shared/schemas/place-info.ts';
import type { ImportFeature, ImportMapping } from '../../../shared/schemas/transfer.ts';
import { textProblem } from '../../../shared/text.ts';
import { attributeText } from './import-mapping.ts';
import { badFile, type SourceFeature } from './read/source.ts';
import { rejectedShape } from './rejected-shape.ts';

/** Seven decimals (about 1 cm) drop the noise of reprojection while keeping every surveyed detail. */
export const IMPORT_DECIMALS = 7;

const LIMITS = {
  name: 255,
  description: 5000,
  address: 500,
  opening_hours: OPENING_HOURS_MAX,
  phone: 30,
  website: 2000,
} as const;
const SINGLE_LINE = new Set<keyof typeof LIMITS>(['name', 'phone', 'website']);
/** How a cut message names the field. */
const CUT_LABEL: Partial<Record<keyof typeof LIMITS, string>> = { opening_hours: 'opening hours' };

export interface PlannedFeature extends ImportFeature {
  /** The full-precision geometry to store; null when skipped. */
  stored: PetaGeometry | null;
}

type Problem = ImportFeature['problems'][number];

function outOfRange(coordinates: unknown): boolean {
  if (!Array.isArray(coordinates)) return false;
  if (typeof coordinates[0] === 'number') {
    const [lng, lat] = coordinates as number[];
    return Math.abs(lng!) > 180 || Math.abs(lat!) > 90;
  }
  return coordinates.some(outOfRange);
}

/** A KML MultiGeometry arrives as a GeometryCollection: its parts go through the same merge as the editors'. */
function asEditorInput(geometry: unknown): unknown {
  const object = geometry as { type?: unknown; geometries?: unknown };
  if (object?.type === 'GeometryCollection' && Array.isArray(object.geometries)) {
    return {
      type: 'FeatureCollection',
      features: object.geometries.map((part) => ({ type: 'Feature', properties: {}, geometry: part })),
    };
  }
  return geometry;
}

function checkedGeometry(feature: SourceFeature): {
  geometry: PetaGeometry | null;
  rejected?: PetaGeometry | null;
  problem?: Problem;
} {
  if (feature.problem) return { geometry: null, problem: feature.problem };
  if (feature.geometry == null) {
    return {
      geometry: null,
      problem: {
        kind: 'no_geometry',
        message: 'The feature has no usable geometry (none, or a ring or line with too few points).',
      },
    };
  }
  const input = asEditorInput(feature.geometry);
  const raw = input as { coordinates?: unknown; features?: { geometry: { coordinates?: unknown } }[] };
  const coordinates = raw.features ? raw.features.map((part) => part.geometry?.coordinates) : raw.coordinates;
  if (outOfRange(coordinates)) {
    return {
      geometry: null,
      problem: {
        kind: 'out_of_range',
        message:
          'Coordinates are outside longitude -180..180 or latitude -90..90 (a projected file without its .prj?).',
      },
    };
  }
  const result = normalizeGeometry(input);
  if (!result.ok) {
    const shape = rejectedShape(input);
    return {
      geometry: null,
      rejected: shape && roundCoordinates(shape, IMPORT_DECIMALS),
      problem: { kind: 'invalid_geometry', message: result.message },
    };
  }
  return { geometry: roundCoordinates(result.geometry, IMPORT_DECIMALS) };
}

/**
 * A mapped attribute's text. A name is one line, so its line breaks and tabs become spaces; any other
 * character the text rule refuses (src/shared/text.ts) refuses the file, saying which feature holds it.
 */
function text(
  feature: SourceFeature,
  index: number,
  field: string | null,
  problems: Problem[],
  label: keyof typeof LIMITS,
) {
  const limit = LIMITS[label];
  const multiline = !SINGLE_LINE.has(label);
  const raw = field ? attributeText(feature.properties[field]) : '';
  const value = multiline ? raw : raw.replace(/[\t\n\r]+/g, ' ');
  const problem = textProblem(value, { multiline });
  if (problem) {
    throw badFile(
      `Feature ${index + 1}: its ${label} ("${field}") holds ${problem.what} at character ${problem.index + 1}; fix the file and import it again.`,
    );
  }
  if (value.length <= limit) return value;
  problems.push({
    kind: 'truncated',
    message: `The ${CUT_LABEL[label] ?? label} is cut to ${limit} characters.`,
  });
  return value.slice(0, limit);
}

/** What will happen to each feature: imported as shown, or skipped with the reason. */
export function planImport(
  features: readonly SourceFeature[],
  mapping: ImportMapping,
  fallbackName: string,
): PlannedFeature[] {
  return features.map((feature, index) => {
    const problems: Problem[] = [];
    const checked = checkedGeometry(feature);
    if (checked.problem) problems.push(checked.problem);
    let name = text(feature, index, mapping.name, problems, 'name');
    const description = text(feature, index, mapping.description, problems, 'description');
    const address = text(feature, index, mapping.address, problems, 'address');
    const openingHours = text(feature, index, mapping.opening_hours, problems, 'opening_hours');
    // A number or address the form would refuse is left out rather than cut (decision 0031).
    let phone = text(feature, index, mapping.phone, [], 'phone').trim();
    if (phone && phoneE164(phone) === null) {
      phone = '';
      problems.push({
        kind: 'invalid_value',
        message: 'The phone number is not an international or Indonesian number; it is left empty.',
      });
    }
    // A cut address would be another address: too long is refused as a bad one is.
    const websiteCut: Problem[] = [];
    let website = text(feature, index, mapping.website, websiteCut, 'website').trim();
    if (website && (websiteCut.length > 0 || safeWebUrl(website) === null)) {
      website = '';
      problems.push({
        kind: 'invalid_value',
        message: 'The website is not an http(s) address; it is left empty.',
      });
    }
    const skip = checked.geometry === null;
    if (!name) {
      name = `${fallbackName} ${index + 1}`.slice(0, LIMITS.name);
      problems.push({ kind: 'empty_name', message: `The name is empty; it will be called "${name}".` });
    }
    return {
      index,
      name,
      description,
      address,
      opening_hours: openingHours,
      phone,
      website,
      geometry_type: checked.geometry?.type ?? null,
      geometry: checked.geometry,
      rejected_geometry: checked.rejected ?? null,
      stored: checked.geometry,
      problems,
      action: skip ? 'skip' : 'import',
      outcome: skip ? `Skipped: ${checked.problem?.message ?? 'no geometry.'}` : `Imported as "${name}".`,
    };
  });
}
