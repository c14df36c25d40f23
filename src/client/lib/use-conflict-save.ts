import { useState } from 'react';
import { toast } from 'sonner';
import type { ConflictInfo } from '../../shared/errors.ts';
import type { ConflictField, Side } from '../components/conflict-resolver.tsx';
import { appErrorMessageOf, conflictOf } from './api-error.ts';
import {
  type ConflictFieldSpec,
  conflictFields,
  type FieldValues,
  mergedForm,
  valuesOfForm,
} from './form-conflict.ts';

export interface Conflict<R> {
  info: ConflictInfo;
  /** What the user saved. */
  submitted: FormData;
  /** The record as it is stored now. */
  saved: R;
  fields: ConflictField[];
}

/**
 * Saving an edit form whose record may have changed since it opened: a 409 opens the conflict screen
 * (components/conflict-resolver.tsx) with the differing fields instead of failing; the user's choice is
 * saved on the stored version. If both changes agree on every field, it saves on the stored version at once.
 */
export function useConflictSave<R extends { version: number }>(options: {
  specs: readonly ConflictFieldSpec[];
  /** The record as the form opened it. */
  opened: R;
  valuesOf: (record: R) => FieldValues;
  mutate: (form: FormData) => Promise<unknown>;
  onSaved: () => void;
  absentWhenEmpty?: readonly string[];
}) {
  const [conflict, setConflict] = useState<Conflict<R> | null>(null);
  const { specs, opened, valuesOf, mutate, onSaved, absentWhenEmpty } = options;

  const save = async (form: FormData): Promise<void> => {
    try {
      await mutate(form);
    } catch (error) {
      const info = conflictOf(error);
      if (!info) throw error;
      const saved = info.current as R;
      const stored = valuesOf(saved);
      const fields = conflictFields(specs, valuesOfForm(form, specs), valuesOf(opened), stored);
      if (fields.length === 0) return save(mergedForm(form, stored, saved.version, {}, absentWhenEmpty));
      setConflict({ info, submitted: form, saved, fields });
      return;
    }
    setConflict(null);
    onSaved();
  };

  const resolve = async (choice: Record<string, Side>) => {
    if (!conflict) return;
    const { submitted, saved } = conflict;
    try {
      await save(mergedForm(submitted, valuesOf(saved), saved.version, choice, absentWhenEmpty));
    } catch (error) {
      toast.error(appErrorMessageOf(error) ?? 'The change could not be saved.');
    }
  };

  return { conflict, save, resolve, dismiss: () => setConflict(null) };
}
