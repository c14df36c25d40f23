import { useState } from 'react';
import { toast } from 'sonner';
import type { ConflictInfo } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import type { ConflictField, Side } from '../components/conflict-resolver.tsx';
import { appErrorMessageOf, conflictOf } from './api-error.ts';
import { type ConflictFieldSpec, conflictFields, type SubmissionShape } from './form-conflict.ts';

export interface Conflict<S, R> {
  info: ConflictInfo;
  /** What the user saved. */
  submitted: S;
  /** The record that save was made from: the opened one, or the one a merge was made on. */
  base: R;
  /** The record as it is stored now. */
  saved: R;
  fields: ConflictField[];
}

/** Saves made again on their own when both changes agree, before the screen is shown all the same. */
const AGREED_RETRIES = 3;

/**
 * Saving an edit form whose record may have changed since it opened: a 409 opens the conflict screen
 * (components/conflict-resolver.tsx) with the differing fields instead of failing; the user's choice is
 * saved on the stored version. If both changes agree on every field, it saves on the stored version at once.
 * `shape` says how this form's save is read and merged (lib/form-conflict.ts).
 */
export function useConflictSave<R extends { version: number }, S, T>(options: {
  specs: readonly ConflictFieldSpec[];
  /** The record as the form opened it. */
  opened: R;
  shape: SubmissionShape<S, R>;
  mutate: (submission: S) => Promise<T>;
  /** Gets what the save answered (the record as saved). */
  onSaved: (result: T) => void;
}) {
  const [conflict, setConflict] = useState<Conflict<S, R> | null>(null);
  const { specs, opened, shape, mutate, onSaved } = options;

  /**
   * `base`: the record the submission was made from. A field that still holds the base's value is one the
   * user did not choose, so it starts on the saved side; after a merge the base is the record merged on.
   */
  const attempt = async (submission: S, base: R, retries: number): Promise<void> => {
    let result: T;
    try {
      result = await mutate(submission);
    } catch (error) {
      const info = conflictOf(error);
      if (!info) throw error;
      const saved = info.current as R;
      const fields = conflictFields(specs, shape.text(submission), shape.record(base), shape.record(saved));
      if (fields.length === 0 && retries > 0)
        return attempt(shape.merge(submission, saved, {}), saved, retries - 1);
      setConflict({ info, submitted: submission, base, saved, fields });
      return;
    }
    setConflict(null);
    onSaved(result);
  };

  const save = (submission: S) => attempt(submission, opened, AGREED_RETRIES);

  const resolve = async (choice: Record<string, Side>) => {
    if (!conflict) return;
    try {
      await attempt(shape.merge(conflict.submitted, conflict.saved, choice), conflict.saved, AGREED_RETRIES);
    } catch (error) {
      toast.error(appErrorMessageOf(error) ?? m.change_not_saved());
    }
  };

  return { conflict, save, resolve, dismiss: () => setConflict(null) };
}
