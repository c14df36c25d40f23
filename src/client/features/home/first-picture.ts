import { useCallback, useEffect, useRef } from 'react';
import {
  FIRST_PICTURE_ID,
  FIRST_PICTURE_LAYER_ID,
  FIRST_PICTURE_PLACES_ID,
} from '../../../shared/first-picture-places.ts';
import type { Selection } from './selection.ts';

/** The place whose popup the first picture had open when the live map took over (decision 0050). */
export interface HandedOver {
  slug: string;
  /** The focus was in that popup: the live one takes it. */
  focused: boolean;
}

/**
 * The server's first picture of the village (decision 0019) stands in for the live map until it has
 * drawn. It goes then, or as soon as it would be wrong: the shown places changed, or the page was left;
 * with it goes its layer of tappable places (first-tap.ts), handing over the place whose popup is open
 * there (`onHandOver`), which the page opens where the live map is, without moving it.
 * Returns the callback for the live map's first picture.
 */
export function useFirstPicture(
  selection: Selection | null,
  onHandOver: (open: HandedOver) => void,
): () => void {
  const handOver = useRef(onHandOver);
  handOver.current = onHandOver;
  const drop = useCallback(() => {
    document.getElementById(FIRST_PICTURE_ID)?.remove();
    document.getElementById(FIRST_PICTURE_PLACES_ID)?.remove();
    const layer = document.getElementById(FIRST_PICTURE_LAYER_ID);
    if (!layer) return;
    const slug = layer.dataset.open;
    const focused = layer.contains(document.activeElement);
    layer.remove();
    if (slug) handOver.current({ slug, focused });
  }, []);
  const first = useRef<Selection | null>(null);
  useEffect(() => {
    if (!selection) return;
    first.current ??= selection;
    if (selection !== first.current) drop();
  }, [selection, drop]);
  useEffect(() => drop, [drop]);
  return drop;
}
