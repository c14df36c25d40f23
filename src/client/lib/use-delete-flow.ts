import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { deleteFailureMessage } from './form-errors.ts';

interface DeleteMutation {
  mutate: (
    input: { id: number },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface DeleteFlowOptions {
  /** Singular and lower case, as the spec's sentences name it: 'permission', 'map'. */
  thing: string;
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
  const Thing = thing.charAt(0).toUpperCase() + thing.slice(1);
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
          toast.success(`${Thing} deleted successfully!`);
          onDeleted();
        },
        onError: (error) => {
          setTarget(null);
          setFailure(deleteFailureMessage(thing, error, unknownError));
        },
      },
    );
  };

  return { thing, Thing, target, ask, cancel, confirm, pending: remove.isPending, failure, dismissFailure };
}
