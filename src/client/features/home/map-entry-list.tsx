import { useVirtualizer } from '@tanstack/react-virtual';
import { LocateFixed } from 'lucide-react';
import { useRef } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { CatalogEntry } from './map-catalog.ts';

interface MapEntryListProps {
  entries: readonly CatalogEntry[];
  indices: readonly number[];
  flags: Uint8Array;
  onToggle: (index: number, shown: boolean) => void;
  onLocate: (index: number) => void;
}

/** A place without a name, as the lists and the popup call it. */
export const noName = () => m.no_name();

/**
 * The maps of the open category. Virtualised: a category may hold thousands of places, and only the
 * rows in view (plus a few) exist in the page.
 */
export function MapEntryList({ entries, indices, flags, onToggle, onLocate }: MapEntryListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: indices.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 8,
    getItemKey: (row) => entries[indices[row]!]!.id,
  });

  return (
    <div className="pm-list" ref={scrollRef}>
      <ul className="pm-list__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const index = indices[row.index]!;
          const entry = entries[index]!;
          const shown = flags[index] === 1;
          const name = entry.name || noName();
          return (
            <li
              key={row.key}
              className="pm-entry"
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <label className="pm-entry__check">
                <input
                  type="checkbox"
                  checked={shown}
                  onChange={(event) => onToggle(index, event.currentTarget.checked)}
                />
                <span className="pm-entry__text">
                  <span className="pm-entry__name">{name}</span>
                  {entry.address && <span className="pm-entry__address">{entry.address}</span>}
                </span>
              </label>
              {shown && <span className="pm-badge">{m.shown_badge()}</span>}
              {entry.geometry && (
                <button
                  className="pm-entry__locate"
                  type="button"
                  aria-label={m.locate_on_map_named({ name })}
                  title={m.locate_on_map()}
                  onClick={() => onLocate(index)}
                >
                  <LocateFixed size={16} aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
