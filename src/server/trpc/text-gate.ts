import { errorKeyForField } from '../../shared/errors.ts';
import { msg } from '../../shared/i18n/message.ts';
import { type TextProblem, textProblem, textProblemMessage } from '../../shared/text.ts';
import { AppError } from '../errors.ts';

/** Fields whose text may span lines (a description, an address, GeoJSON text); every other field is one line. */
const MULTILINE_FIELDS = new Set(['description', 'address', 'opening_hours', 'geometry', 'village_boundary']);
/** Deeper than any input of ours (a MultiPolygon's coordinates are 4 levels): a deeper one is an attack. */
const MAX_DEPTH = 32;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

interface Found {
  field: string | null;
  problem: TextProblem | null;
}

/**
 * The first text in an input that breaks the text rule (src/shared/text.ts), with the top-level field it is
 * in. Walks strings, object keys, file names and FormData without recursion, so no input can overflow the
 * stack; numbers are never visited on their own, so a geometry costs one visit per position.
 */
function firstProblem(input: unknown): Found | null {
  const stack: { value: unknown; field: string | null; depth: number }[] = [
    { value: input, field: null, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, field, depth } = stack.pop()!;
    const multiline = field !== null && MULTILINE_FIELDS.has(field);
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline });
      if (problem) return { field, problem };
    } else if (isFile(value)) {
      const problem = textProblem(value.name, { multiline: false });
      if (problem) return { field, problem };
    } else if (Array.isArray(value)) {
      // Arrays are walked in place: a geometry's coordinates are most of a large input.
      if (depth >= MAX_DEPTH) return { field, problem: null };
      for (const item of value) {
        if (typeof item === 'string' || (item !== null && typeof item === 'object')) {
          stack.push({ value: item, field, depth: depth + 1 });
        }
      }
    } else if (value && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return { field, problem: null };
      const entries = value instanceof FormData ? [...value.entries()] : Object.entries(value);
      for (const [key, item] of entries) {
        const problem = textProblem(key, { multiline: false });
        if (problem) return { field: field ?? key, problem };
        if (typeof item === 'string' || (item !== null && typeof item === 'object')) {
          stack.push({ value: item, field: field ?? key, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/**
 * The one gate for text: every procedure's raw input (JSON, multipart fields and file names, query strings,
 * all of which reach procedures through tRPC or the REST adapter's in-process caller) passes here before it
 * is parsed, so no field anywhere can carry a NUL, another control character or a lone surrogate to the
 * database. The error is keyed by the field, as the spec's forms read it.
 */
export function assertCleanText(input: unknown): void {
  const found = firstProblem(input);
  if (!found) return;
  const key = found.field ? errorKeyForField(found.field) : 'Input';
  const message = found.problem
    ? textProblemMessage(found.problem)
    : // The catalogue says MAX_DEPTH in words: 32 levels.
      msg('api_input_too_deep');
  throw AppError.validation({ [key]: message });
}
