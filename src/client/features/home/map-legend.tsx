import { ChevronDown, ChevronUp, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { CatalogCategory } from './map-catalog.ts';
import './map-legend.css';

/** Narrower than this the legend starts folded, leaving the map to the resident (a 360 px phone). */
const FOLDED_BELOW = '(max-width: 40rem)';

interface MapLegendProps {
  categories: readonly CatalogCategory[];
  /** On the live map: folds behind a labelled toggle. On paper (print-page.tsx): always open. */
  collapsible?: boolean;
  /** Where "Print map" leads; none: no link (the print page itself). */
  printHref?: string;
}

/** What the map's colours and markers mean: each category's marker in its colour, and its name. */
export function MapLegend({ categories, collapsible = true, printHref }: MapLegendProps) {
  const [open, setOpen] = useState(() => !collapsible || !window.matchMedia(FOLDED_BELOW).matches);
  const listId = useId();
  // A category without places draws nothing, so it has nothing to explain.
  const drawn = categories.filter((category) => category.end > category.start);
  if (drawn.length === 0) return null;
  return (
    <section
      className={`map-legend${collapsible ? '' : ' map-legend--fixed'}`}
      aria-label={m.map_read_legend()}
      data-testid="map-legend"
    >
      {collapsible ? (
        <button
          className="map-legend__toggle"
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          <span>{m.map_read_legend()}</span>
          {open ? <ChevronDown size={18} aria-hidden="true" /> : <ChevronUp size={18} aria-hidden="true" />}
          <span className="sr-only">{open ? m.map_read_legend_hide() : m.map_read_legend_show()}</span>
        </button>
      ) : (
        <h2 className="map-legend__title">{m.map_read_legend()}</h2>
      )}
      <div id={listId} className="map-legend__body" hidden={!open}>
        <ul className="map-legend__list">
          {drawn.map((category) => (
            <li key={category.key} className="map-legend__item">
              <span
                className="map-legend__marker"
                style={{ backgroundColor: category.color }}
                aria-hidden="true"
              >
                {category.markerIcon && <img src={category.markerIcon} alt="" width={14} height={14} />}
              </span>
              <span className="map-legend__name">{category.name}</span>
            </li>
          ))}
        </ul>
        {printHref && (
          <Link className="map-legend__print" to={printHref}>
            <Printer size={16} aria-hidden="true" />
            {m.map_read_print_link()}
          </Link>
        )}
      </div>
    </section>
  );
}
