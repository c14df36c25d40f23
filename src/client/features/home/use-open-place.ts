import { useCallback, useMemo, useState } from 'react';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import type { Position } from '../../../shared/geo/types.ts';
import type { PlacePick } from '../../map/place.ts';
import type { MapCatalog } from './map-catalog.ts';

export interface OpenPlace {
  id: number;
  name: string;
  anchor: Position;
  /** Its shape when opened, as text: a place whose shape changed since gets its popup moved with it. */
  shape: string;
  /** Opened from a list or the search: its popup takes the focus, so the keyboard and a screen reader follow. */
  fromList?: boolean;
}

/** The open popup: where it is in the current catalog, and whether it was opened from a list. */
export type OpenedPick = PlacePick & { fromList?: boolean };

/**
 * Where the open place is in this catalog: its popup (its index, its anchor moved with it when its shape
 * changed), or `removed` (its name) when it is no longer there. Pure.
 */
export function follow(
  open: OpenPlace | null,
  catalog: MapCatalog | null,
  indexById: ReadonlyMap<number, number>,
): { popup: OpenedPick | null; removed: string | null } {
  if (!open || !catalog) return { popup: null, removed: null };
  const index = indexById.get(open.id);
  if (index === undefined) return { popup: null, removed: open.name };
  const geometry = catalog.entries[index]!.geometry;
  const moved = JSON.stringify(geometry) !== open.shape;
  const anchor = (moved && representativePoint(geometry)) || open.anchor;
  return { popup: { index, anchor, fromList: open.fromList }, removed: null };
}

/**
 * The place whose popup is open, held by id rather than by its index in the catalog, so that when the
 * data is read again (the service worker found it changed: decision 0032) the popup follows its place: to
 * its new index, to its new position when it moved, or, when it was removed, to a note that says so
 * (`removed`, its name, until dismissed). `popup` is in the current catalog's indices, as the map needs.
 */
export function useOpenPlace(catalog: MapCatalog | null) {
  const [open, setOpen] = useState<OpenPlace | null>(null);
  const indexById = useMemo(
    () => new Map(catalog?.entries.map((entry, index) => [entry.id, index]) ?? []),
    [catalog],
  );

  const setPopup = useCallback(
    (pick: OpenedPick | null) => {
      const entry = pick && catalog?.entries[pick.index];
      setOpen(
        pick && entry
          ? {
              id: entry.id,
              name: entry.name,
              anchor: pick.anchor,
              shape: JSON.stringify(entry.geometry),
              fromList: pick.fromList,
            }
          : null,
      );
    },
    [catalog],
  );

  // Once per catalog or opened place, not per render: a shape can be large.
  const { popup, removed } = useMemo(() => follow(open, catalog, indexById), [open, catalog, indexById]);
  const dismissRemoved = useCallback(() => setOpen(null), []);
  return { popup, setPopup, removed, dismissRemoved };
}
