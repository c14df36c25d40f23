import { useRef } from 'react';

/**
 * The version of a record as the edit form first showed it. Sent with the save, so a change someone else
 * made since is refused (409) instead of overwritten; a refetch of the record (say, on window focus) must
 * not move it forward under the user's unsaved edits.
 */
export function useOpenedVersion(version: number | undefined): number | undefined {
  const opened = useRef<number | undefined>(undefined);
  if (opened.current === undefined && version !== undefined) opened.current = version;
  return opened.current;
}
