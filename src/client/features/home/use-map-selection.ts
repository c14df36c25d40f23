import { useState } from 'react';
import type { MapCatalog } from './map-catalog.ts';
import { carrySelection, createSelection, type Selection } from './selection.ts';

/**
 * The shown maps for the current catalog: all of them on the first load; after a reload each map keeps
 * its state by id. Derived during render, so a new catalog never draws with the old flags.
 */
export function useMapSelection(catalog: MapCatalog | null) {
  const [state, setState] = useState<{ catalog: MapCatalog; selection: Selection } | null>(null);
  let current = state;
  if (catalog && state?.catalog !== catalog) {
    const selection = state
      ? carrySelection({ ids: state.catalog.entries, selection: state.selection }, catalog.entries)
      : createSelection(catalog.entries.length);
    current = { catalog, selection };
    setState(current);
  }
  const selection = catalog && current ? current.selection : null;
  const setSelection = (next: Selection) => setState((was) => (was ? { ...was, selection: next } : was));
  return [selection, setSelection] as const;
}
