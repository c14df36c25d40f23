import { useCallback, useState } from 'react';

/** Which row waits for its delete confirmation, and why the last delete failed (spec section 8). */
export function useDeleteFlow<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const ask = useCallback((row: T) => {
    setFailure(null);
    setTarget(row);
  }, []);
  const cancel = useCallback(() => setTarget(null), []);
  const fail = useCallback((message: string) => {
    setTarget(null);
    setFailure(message);
  }, []);
  const dismissFailure = useCallback(() => setFailure(null), []);

  return { target, ask, cancel, fail, failure, dismissFailure };
}
