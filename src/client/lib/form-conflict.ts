/** An edit form's side of a conflict (409), for any record: which fields differ and the merged form. Pure. */
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
