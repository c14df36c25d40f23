import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { CatalogEntry } from './map-catalog.ts';

interface MapEntryListProps {
  entries: readonly CatalogEntry[];
  indices: readonly number[];
  flags: Uint8Array;
  onToggle: (index: number, shown: boolean) => void;
  /** Opens the place's popup and brings it into view. */
  onOpen: (index: number) => void;
}

/** A place without a name, as the lists and the popup call it. */
export const noName = () => m.no_name();

/**
 * The maps of the open category: the checkbox alone shows and hides a place (its own 44 px hit area); the
 * rest of the row opens the place, as a tap on a name does in every map people know. Virtualised: a category may hold thousands of places, and only the
 * rows in view (plus a few) exist in the page.
 */
export function MapEntryList({ entries, indices, flags, onToggle, onOpen }: MapEntryListProps) {
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
                  aria-label={m.map_find_show_named({ name })}
                  onChange={(event) => onToggle(index, event.currentTarget.checked)}
                />
              </label>
              {entry.geometry ? (
                <button
                  className="pm-entry__open"
                  type="button"
                  title={m.locate_on_map()}
                  onClick={() => onOpen(index)}
                >
                  <EntryText name={name} address={entry.address} />
                </button>
              ) : (
                <span className="pm-entry__open">
                  <EntryText name={name} address={entry.address} />
                </span>
              )}
              {shown && <span className="pm-badge">{m.shown_badge()}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function EntryText({ name, address }: { name: string; address: string }) {
  return (
    <span className="pm-entry__text">
      <span className="pm-entry__name">{name}</span>
      {address && <span className="pm-entry__address">{address}</span>}
    </span>
  );
}
