import { Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { CatalogCategory, CatalogEntry } from './map-catalog.ts';
import { MapEntryList } from './map-entry-list.tsx';
import { matchingIndices } from './search.ts';
import { type CheckState, checkState } from './selection.ts';
import { TriCheckbox } from './tri-checkbox.tsx';

interface CategoryPanelProps {
  category: CatalogCategory;
  entries: readonly CatalogEntry[];
  flags: Uint8Array;
  shownInCategory: number;
  onToggleCategory: (shown: boolean) => void;
  onToggleEntry: (index: number, shown: boolean) => void;
  onOpen: (index: number) => void;
}

/** The open category: its search, its show-all box and its list (mounted only while open). */
export function CategoryPanel({
  category,
  entries,
  flags,
  shownInCategory,
  onToggleCategory,
  onToggleEntry,
  onOpen,
}: CategoryPanelProps) {
  const [query, setQuery] = useState('');
  // Typing stays immediate while a long list filters behind it.
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const indices = useMemo(
    () => matchingIndices(entries, category.start, category.end, deferredQuery),
    [entries, category.start, category.end, deferredQuery],
  );
  const total = category.end - category.start;
  const state: CheckState = checkState(shownInCategory, total);

  return (
    <div className="pm-panel">
      <label className="sr-only" htmlFor={searchId}>
        {m.search_in({ name: category.name })}
      </label>
      <div className="pm-search">
        <Search className="pm-search__icon" size={16} aria-hidden="true" />
        <input
          id={searchId}
          className="input pm-search__input"
          type="search"
          placeholder={m.search_in_placeholder({ name: category.name })}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <TriCheckbox className="pm-panel__all" state={state} onChange={onToggleCategory} disabled={total === 0}>
        {m.show_all_in_category()}
      </TriCheckbox>
      {indices.length === 0 ? (
        <p className="pm-panel__empty">{deferredQuery.trim() ? m.no_results() : m.no_data_yet()}</p>
      ) : (
        <MapEntryList
          entries={entries}
          indices={indices}
          flags={flags}
          onToggle={onToggleEntry}
          onOpen={onOpen}
        />
      )}
    </div>
  );
}
