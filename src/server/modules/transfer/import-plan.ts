import { normalizeGeometry } from '../../../shared/geo/normalize.ts';
import { roundCoordinates } from '../../../shared/geo/round.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type Message, type MessageKey, msg } from '../../../shared/i18n/message.ts';
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
/** The message of a cut field; a phone number or website is left empty instead (below). */
const CUT: Partial<Record<keyof typeof LIMITS, CutKey>> = {
  name: 'api_import_name_cut',
  description: 'api_import_description_cut',
  address: 'api_import_address_cut',
  opening_hours: 'api_place_info_import_hours_cut',
};
type CutKey =
  | 'api_import_name_cut'
  | 'api_import_description_cut'
  | 'api_import_address_cut'
  | 'api_place_info_import_hours_cut';
/** The messages of a character the text rule refuses, for the fields they name. */
const REFUSED: Partial<Record<keyof typeof LIMITS, Record<'control' | 'surrogate', RefusedKey>>> = {
  name: { control: 'api_import_name_control', surrogate: 'api_import_name_surrogate' },
  description: { control: 'api_import_description_control', surrogate: 'api_import_description_surrogate' },
  address: { control: 'api_import_address_control', surrogate: 'api_import_address_surrogate' },
};
type RefusedKey = Extract<
  MessageKey,
  `api_import_${'name' | 'description' | 'address'}_${'control' | 'surrogate'}`
>;

/**
 * A feature's problems and outcome by key (decision 0045): the plan is made in a worker that does not load
 * the catalogue, and the answer says them in the request's language (import-language.ts).
 */
export interface PlannedProblem {
  kind: ImportFeature['problems'][number]['kind'];
  /** A reader's own words (a CSV value that is not a number) stay a text. */
  message: Message | string;
}

export interface PlannedFeature extends Omit<ImportFeature, 'problems' | 'outcome'> {
  problems: PlannedProblem[];
  outcome: Message;
  /** The full-precision geometry to store; null when skipped. */
  stored: PetaGeometry | null;
}

type Problem = PlannedProblem;

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
      problem: { kind: 'no_geometry', message: msg('api_import_no_geometry') },
    };
  }
  const input = asEditorInput(feature.geometry);
  const raw = input as { coordinates?: unknown; features?: { geometry: { coordinates?: unknown } }[] };
  const coordinates = raw.features ? raw.features.map((part) => part.geometry?.coordinates) : raw.coordinates;
  if (outOfRange(coordinates)) {
    return {
      geometry: null,
      problem: { kind: 'out_of_range', message: msg('api_import_out_of_range') },
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
    const keys = REFUSED[label];
    // A tab or line break is refused only in a one-line field, where it became a space above.
    const kind = problem.kind === 'surrogate' ? 'surrogate' : 'control';
    // Counts written as the server always wrote them here, without separators.
    const inputs = {
      number: String(index + 1),
      field: field ?? '',
      code: problem.code,
      position: String(problem.index + 1),
    };
    throw badFile(
      keys
        ? msg(keys[kind], inputs)
        : `Feature ${index + 1}: its ${label} ("${field}") holds ${problem.what} at character ${problem.index + 1}; fix the file and import it again.`,
    );
  }
  if (value.length <= limit) return value;
  const cut = CUT[label];
  problems.push({
    kind: 'truncated',
    // A phone number's or website's cut is never shown: it is left empty instead.
    message: cut ? msg(cut, { limit: String(limit) }) : `The ${label} is cut to ${limit} characters.`,
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
      problems.push({ kind: 'invalid_value', message: msg('api_place_info_import_phone_left') });
    }
    // A cut address would be another address: too long is refused as a bad one is.
    const websiteCut: Problem[] = [];
    let website = text(feature, index, mapping.website, websiteCut, 'website').trim();
    if (website && (websiteCut.length > 0 || safeWebUrl(website) === null)) {
      website = '';
      problems.push({ kind: 'invalid_value', message: msg('api_place_info_import_website_left') });
    }
    const skip = checked.geometry === null;
    if (!name) {
      name = `${fallbackName} ${index + 1}`.slice(0, LIMITS.name);
      problems.push({ kind: 'empty_name', message: msg('api_import_name_empty', { name }) });
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
      outcome: !skip
        ? msg('api_import_outcome_imported', { name })
        : checked.problem
          ? msg('api_import_outcome_skipped', { problem: checked.problem.message })
          : msg('api_import_outcome_no_geometry'),
    };
  });
}
