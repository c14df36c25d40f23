import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { MapCatalog } from './map-catalog.ts';
import { noName } from './map-entry-list.tsx';
import { type PlaceSearchIndex, placeSearchSteps, searchPlaces } from './place-search.ts';

interface MapSearchProps {
  catalog: MapCatalog | null;
  /** Opens a found place: its popup, in view. */
  onOpen: (index: number) => void;
}

/** Enough to choose from on a phone; more means the query should say more (the count says how many). */
const SHOWN_RESULTS = 50;

/**
 * The search over the whole map (issue 31), on the map itself so that it is one tap away on a phone and
 * always there on a desktop. The WAI-ARIA combobox pattern with a listbox popup: focus stays in the box,
 * arrows move the active option, Enter opens it, Escape closes the list and then clears the box. It
 * searches the catalogue the page already has, so it works offline as the map does.
 */
export function MapSearch({ catalog, onOpen }: MapSearchProps) {
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The index is built in idle time once the places arrive (and again per data change), so the box
  // answers its first keystroke at once; wanted before it is done, it is finished there and then.
  const [wanted, setWanted] = useState(false);
  const index = useIdleSearchIndex(catalog, wanted);
  const result = useMemo(
    () => (index && query.trim() ? searchPlaces(index, query, SHOWN_RESULTS) : null),
    [index, query],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (row: number) => `${id}-option-${row}`;
  const expanded = listOpen && result !== null;
  const found = result?.indices ?? [];

  const choose = (row: number) => {
    const place = found[row];
    if (place === undefined) return;
    setListOpen(false);
    setActive(-1);
    // A phone's keyboard would cover the popup.
    inputRef.current?.blur();
    onOpen(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setListOpen(true);
        return;
      }
      if (found.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        active < 0 ? (step > 0 ? 0 : found.length - 1) : (active + step + found.length) % found.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      if (!expanded) return;
      event.preventDefault();
      choose(Math.max(active, 0));
    } else if (event.key === 'Escape') {
      // The popup listens for Escape on the document: the search's Escape is the search's alone.
      event.nativeEvent.stopImmediatePropagation();
      if (expanded) setListOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const status = !result
    ? ''
    : result.total === 0
      ? m.map_find_none()
      : result.total > found.length
        ? m.map_find_more({ count: result.total })
        : m.map_find_results({ count: result.total });

  return (
    <div className="pm-find" ref={boxRef}>
      <label className="sr-only" htmlFor={`${id}-input`}>
        {m.map_find_label()}
      </label>
      <div className="pm-find__field">
        <Search className="pm-find__icon" size={18} aria-hidden="true" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="input pm-find__input"
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={m.map_find_placeholder()}
          value={query}
          disabled={!catalog}
          onFocus={() => {
            setWanted(true);
            setListOpen(true);
          }}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!boxRef.current?.contains(event.relatedTarget as Node | null)) setListOpen(false);
          }}
        />
        {query && (
          <button
            className="pm-find__clear"
            type="button"
            aria-label={m.map_find_clear()}
            onClick={() => {
              setQuery('');
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? status : ''}
      </p>
      <div className="pm-find__panel" hidden={!expanded}>
        <div
          className="pm-find__list"
          id={listId}
          role="listbox"
          aria-label={m.map_find_label()}
          hidden={found.length === 0}
        >
          {found.map((place, row) => {
            const entry = catalog!.entries[place]!;
            const category = catalog!.categories[entry.category]!;
            return (
              <div
                key={entry.id}
                id={optionId(row)}
                className="pm-find__option"
                role="option"
                aria-selected={row === active}
                // Keeps the focus in the box, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(row)}
                // The box keeps the focus (aria-activedescendant); an option is focused only by a pointer
                // that got past the line above, and then answers Enter as the box would.
                tabIndex={-1}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') choose(row);
                }}
              >
                <span className="pm-find__name">{entry.name || noName()}</span>
                <span className="pm-find__meta">
                  <span className="pm-find__dot" style={{ background: category.color }} aria-hidden="true" />
                  <span>{category.name}</span>
                  {entry.address && <span className="pm-find__address">{entry.address}</span>}
                </span>
              </div>
            );
          })}
        </div>
        {result && (result.total === 0 || result.total > found.length) && (
          <p className="pm-find__note">{status}</p>
        )}
      </div>
    </div>
  );
}

/** Keeps each idle slice well inside a frame, whatever time the browser offers. */
const IDLE_SLICE_MS = 6;

/**
 * The catalogue's search index, built in the browser's idle time (placeSearchSteps), or at once when the
 * search is `wanted` before the idle time has finished it. A new catalogue starts a new index.
 */
function useIdleSearchIndex(catalog: MapCatalog | null, wanted: boolean): PlaceSearchIndex | null {
  // One job per catalogue; it keeps its index once built, so no later effect can run its steps again.
  const job = useMemo(
    () => (catalog ? { steps: placeSearchSteps(catalog), index: null as PlaceSearchIndex | null } : null),
    [catalog],
  );
  const [, setBuiltCount] = useState(0);

  useEffect(() => {
    if (!job || job.index) return;
    const run = (until: number) => {
      while (!job.index) {
        const step = job.steps.next();
        if (step.done) {
          job.index = step.value;
          setBuiltCount((count) => count + 1);
        } else if (performance.now() >= until) return;
      }
    };
    if (wanted) {
      run(Number.POSITIVE_INFINITY);
      return;
    }
    const idle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle = 0;
    const slice = () => {
      run(performance.now() + IDLE_SLICE_MS);
      if (!job.index) handle = idle(slice);
    };
    handle = idle(slice);
    return () => cancel(handle);
  }, [job, wanted]);
  return job?.index ?? null;
}
