import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../shared/i18n/generated/messages.js';
import { deleteFailureMessage } from './form-errors.ts';
import { type Thing, ThingName } from './thing-names.ts';

interface DeleteMutation {
  mutate: (
    input: { id: number },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface DeleteFlowOptions {
  /** The record, named in the confirmation, the toast and the failure from the catalogue. */
  thing: Thing;
  remove: DeleteMutation;
  /** After the toast: back to page 1 and refetch (spec section 4). */
  onDeleted: () => void;
  /** What the failure alert says when the error carries no message (the map screen's 'Unknown error'). */
  unknownError?: string;
}

export type DeleteFlow<T> = ReturnType<typeof useDeleteFlow<T & { id: number }>>;

/** A list's delete: which row waits for its confirmation, the call, its toast and its failure (spec section 8). */
export function useDeleteFlow<T extends { id: number }>({
  thing,
  remove,
  onDeleted,
  unknownError,
}: DeleteFlowOptions) {
  const [target, setTarget] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = useCallback((row: T) => {
    setFailure(null);
    setTarget(row);
  }, []);
  const cancel = useCallback(() => setTarget(null), []);
  const dismissFailure = useCallback(() => setFailure(null), []);
  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          setTarget(null);
          toast.success(m.delete_success({ Thing: ThingName(thing) }));
          onDeleted();
        },
        onError: (error) => {
          setTarget(null);
          setFailure(deleteFailureMessage(thing, error, unknownError));
        },
      },
    );
  };

  return { thing, target, ask, cancel, confirm, pending: remove.isPending, failure, dismissFailure };
}
