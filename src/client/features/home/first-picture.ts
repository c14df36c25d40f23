import { useCallback, useEffect, useRef } from 'react';
import type { Selection } from './selection.ts';

/** The id of the server's first picture in the page's HTML (server/http/map-page-html.ts). */
const FIRST_PICTURE_ID = 'first-picture';

/**
 * The server's first picture of the village (decision 0019) stands in for the live map until it has
 * drawn. It goes then, or as soon as it would be wrong: the shown places changed, or the page was left.
 * Returns the callback for the live map's first picture.
 */
export function useFirstPicture(selection: Selection | null): () => void {
  const drop = useCallback(() => document.getElementById(FIRST_PICTURE_ID)?.remove(), []);
  const first = useRef<Selection | null>(null);
  useEffect(() => {
    if (!selection) return;
    first.current ??= selection;
    if (selection !== first.current) drop();
  }, [selection, drop]);
  useEffect(() => drop, [drop]);
  return drop;
}
