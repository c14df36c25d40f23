/** An edit form's side of a conflict (409), for any record: which fields differ and the merged save. Pure. */
import type { ConflictField, Side } from '../components/conflict-resolver.tsx';

export interface ConflictFieldSpec {
  key: string;
  label: string;
  /** Whether two values mean the same (default: equal once trimmed). */
  same?: (a: string, b: string) => boolean;
  /** How a value reads on the conflict screen (default: as it is). */
  show?: (value: string) => string;
}

export type FieldValues = Record<string, string>;

/** A list of ids (a user's roles, a role's permissions) as text to compare: the order does not matter. */
export function idListText(ids: readonly number[]): string {
  return [...ids].sort((a, b) => a - b).join(',');
}

/** A list-of-ids field, shown by the names of its items (`known`: every item the screen knows of). */
export function idListSpec(
  key: string,
  label: string,
  known: () => readonly { id: number; name: string }[],
): ConflictFieldSpec {
  const nameOf = (id: string) => known().find((item) => String(item.id) === id)?.name ?? `#${id}`;
  return { key, label, show: (ids) => (ids ? ids.split(',').map(nameOf).join(', ') : '') };
}

/** The form's text fields named by the specs. */
export function valuesOfForm(form: FormData, specs: readonly ConflictFieldSpec[]): FieldValues {
  return Object.fromEntries(
    specs.map(({ key }) => {
      const value = form.get(key);
      return [key, typeof value === 'string' ? value : ''];
    }),
  );
}

const trimmedEqual = (a: string, b: string) => a.trim() === b.trim();

/** Two number fields mean the same when they hold the same number ('7.50' and '7.5'). */
export const sameNumber = (a: string, b: string) =>
  trimmedEqual(a, b) || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

/**
 * The fields where the user's save and the stored record differ. A field the user left as it was when the
 * form opened starts on the stored side (someone else changed it); a field the user changed, on the user's.
 */
export function conflictFields(
  specs: readonly ConflictFieldSpec[],
  mine: FieldValues,
  opened: FieldValues,
  saved: FieldValues,
): ConflictField[] {
  return specs
    .filter((spec) => !(spec.same ?? trimmedEqual)(mine[spec.key] ?? '', saved[spec.key] ?? ''))
    .map((spec) => {
      const same = spec.same ?? trimmedEqual;
      const show = spec.show ?? ((value: string) => value);
      return {
        key: spec.key,
        label: spec.label,
        mine: show(mine[spec.key] ?? ''),
        theirs: show(saved[spec.key] ?? ''),
        initial: same(mine[spec.key] ?? '', opened[spec.key] ?? '') ? 'theirs' : 'mine',
      };
    });
}

/**
 * The form to save: the user's, with the stored values where the choice says so, made from the stored
 * version. A field in `absentWhenEmpty` is left out rather than sent empty (the server then keeps it).
 */
export function mergedForm(
  submitted: FormData,
  saved: FieldValues,
  version: number,
  choice: Record<string, Side>,
  absentWhenEmpty: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of submitted.entries()) form.append(key, value);
  for (const [key, side] of Object.entries(choice)) {
    if (side !== 'theirs') continue;
    const value = saved[key] ?? '';
    if (!value && absentWhenEmpty.includes(key)) form.delete(key);
    else form.set(key, value);
  }
  form.set('version', String(version));
  return form;
}

/**
 * How an edit form's save is read and merged, whatever it is: a FormData (the forms with a file) or an
 * object of values (the others). `record` reads a stored record as the compared fields; `merge` makes the
 * save on top of the stored version, with the stored values where the choice says so.
 */
export interface SubmissionShape<S, R extends { version: number }> {
  text: (submission: S) => FieldValues;
  record: (record: R) => FieldValues;
  merge: (submission: S, saved: R, choice: Record<string, Side>) => S;
}

/** A multipart form's save. A field in `absentWhenEmpty` is left out rather than sent empty. */
export function formDataShape<R extends { version: number }>(
  specs: readonly ConflictFieldSpec[],
  valuesOf: (record: R) => FieldValues,
  absentWhenEmpty: readonly string[] = [],
): SubmissionShape<FormData, R> {
  return {
    text: (form) => valuesOfForm(form, specs),
    record: valuesOf,
    merge: (form, saved, choice) => mergedForm(form, valuesOf(saved), saved.version, choice, absentWhenEmpty),
  };
}

/**
 * A save made of values: `editable` reads the compared fields of a stored record as the form sends them
 * (role ids, say), `text` puts those fields into words to compare and show. What the user typed and is not
 * compared (a new password) is kept as it is.
 */
export function valuesShape<
  V extends object,
  S extends V & { version?: number },
  R extends { version: number },
>(editable: (record: R) => V, text: (values: V) => FieldValues): SubmissionShape<S, R> {
  return {
    text,
    record: (record) => text(editable(record)),
    merge: (submission, saved, choice) => {
      const stored = editable(saved) as Record<string, unknown>;
      const taken = Object.keys(choice).filter((key) => choice[key] === 'theirs' && key in stored);
      return {
        ...submission,
        ...Object.fromEntries(taken.map((key) => [key, stored[key]])),
        version: saved.version,
      };
    },
  };
}
