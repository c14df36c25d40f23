import { ChevronDown, Layers, X } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { imageUrl } from '../../lib/site-path.ts';
import { CategoryPanel } from './category-panel.tsx';
import { DownloadPanel } from './download-panel.tsx';
import type { MapCatalog } from './map-catalog.ts';
import { checkState, countInRange, type Selection } from './selection.ts';
import { TriCheckbox } from './tri-checkbox.tsx';

interface CategorySidebarProps {
  open: boolean;
  onClose: () => void;
  /** Shown instead of the list while loading or after a failure. */
  status?: ReactNode;
  catalog: MapCatalog | null;
  selection: Selection | null;
  openCategory: string;
  onOpenCategory: (key: string) => void;
  onToggleAll: (shown: boolean) => void;
  onToggleCategory: (categoryIndex: number, shown: boolean) => void;
  onToggleEntry: (index: number, shown: boolean) => void;
  onOpen: (index: number) => void;
}

/** Spec section 2: 'Kategori' with one open accordion at a time, a global show-all and the counter. */
export function CategorySidebar({
  open,
  onClose,
  status,
  catalog,
  selection,
  openCategory,
  onOpenCategory,
  onToggleAll,
  onToggleCategory,
  onToggleEntry,
  onOpen,
}: CategorySidebarProps) {
  const total = catalog?.entries.length ?? 0;
  const shown = selection?.count ?? 0;

  return (
    <aside
      id="public-sidebar"
      className={`pm-sidebar${open ? ' pm-sidebar--open' : ''}`}
      aria-label={m.sidebar_title()}
    >
      <div className="pm-sidebar__head">
        <h2 className="pm-sidebar__title">{m.sidebar_title()}</h2>
        <button
          className="icon-btn pm-sidebar__close"
          type="button"
          aria-label={m.sidebar_close()}
          onClick={onClose}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {status ??
        (catalog && selection && (
          <>
            <div className="pm-summary">
              <TriCheckbox state={checkState(shown, total)} onChange={onToggleAll} disabled={total === 0}>
                {m.show_all()}
              </TriCheckbox>
              <p className="pm-summary__count" aria-live="polite">
                {m.features_shown({ count: shown })}
              </p>
            </div>
            {catalog.categories.length === 0 ? (
              <p className="pm-panel__empty">{m.no_data_yet()}</p>
            ) : (
              <Accordion.Root
                className="pm-accordion"
                type="single"
                collapsible
                value={openCategory}
                onValueChange={onOpenCategory}
              >
                {catalog.categories.map((category, categoryIndex) => {
                  const count = category.end - category.start;
                  return (
                    <Accordion.Item key={category.key} value={category.key} className="pm-category">
                      <Accordion.Header className="pm-category__header">
                        <Accordion.Trigger className="pm-category__trigger">
                          <span className="pm-category__icon" aria-hidden="true">
                            {category.image ? (
                              <img
                                src={imageUrl('categories', category.image)}
                                alt=""
                                width={24}
                                height={24}
                              />
                            ) : (
                              <Layers size={18} />
                            )}
                          </span>
                          <span
                            className="pm-category__dot"
                            style={{ background: category.color }}
                            aria-hidden="true"
                          />
                          <span className="pm-category__name">{category.name}</span>
                          <span className="pm-category__count">
                            {count}
                            <span className="sr-only"> {m.category_count_unit({ count })}</span>
                          </span>
                          <ChevronDown className="pm-category__chevron" size={18} aria-hidden="true" />
                        </Accordion.Trigger>
                      </Accordion.Header>
                      <Accordion.Content className="pm-category__content">
                        <CategoryPanel
                          category={category}
                          entries={catalog.entries}
                          flags={selection.flags}
                          shownInCategory={countInRange(selection, category.start, category.end)}
                          onToggleCategory={(value) => onToggleCategory(categoryIndex, value)}
                          onToggleEntry={onToggleEntry}
                          onOpen={onOpen}
                        />
                      </Accordion.Content>
                    </Accordion.Item>
                  );
                })}
              </Accordion.Root>
            )}
            <DownloadPanel categories={catalog.categories} />
          </>
        ))}
    </aside>
  );
}
