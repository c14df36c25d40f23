import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { publicCategoriesQuery, publicSettingsQuery } from '../../lib/public-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Place } from '../../map/place.ts';
import { type InitialFit, PlacesMap } from '../../map/places-map.tsx';
import { placeUrl } from './directions.ts';
import { buildCatalog } from './map-catalog.ts';
import { MapLegend } from './map-legend.tsx';
import { QrCode } from './qr-code.tsx';
import './print-page.css';
import { m } from '../../../shared/i18n/generated/messages.js';

type Orientation = 'landscape' | 'portrait';

/** A4 with 10 mm margins: the sheet in print-page.css is the paper less these. */
const pageRule = (orientation: Orientation) => `@page { size: A4 ${orientation}; margin: 10mm; }`;

/**
 * `/print` (and `?place={slug}`): the village map on one A4 sheet, for the balai desa's notice board or a
 * PDF. The sheet has the paper's size on screen too, so the map is drawn once at the size it is printed
 * (a canvas resized by the print dialog would print blank or stale); both canvases keep their pictures
 * (PlacesMap `printable`). The browser's dialog prints it, "Save as PDF" included.
 */
export function PrintPage() {
  const settingsQuery = useQuery(publicSettingsQuery);
  const categoriesQuery = useQuery(publicCategoriesQuery);
  const settings = settingsQuery.data;
  const title = settings?.title ?? '';
  usePageTitle(title ? m.map_read_print_page_title({ title }) : undefined);
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('place');

  const catalog = useMemo(
    () => (categoriesQuery.data ? buildCatalog(categoriesQuery.data) : null),
    [categoriesQuery.data],
  );
  const places = useMemo(
    (): Place[] | null =>
      catalog?.entries.map((entry) => {
        const category = catalog.categories[entry.category]!;
        return { geometry: entry.geometry, color: category.rgb, icon: category.markerIcon, name: entry.name };
      }) ?? null,
    [catalog],
  );
  const placeIndex = slug && catalog ? catalog.bySlug.get(slug) : undefined;
  const fit: InitialFit = placeIndex !== undefined ? { place: placeIndex } : 'boundary';
  const link =
    placeIndex !== undefined && slug ? placeUrl(window.location.origin, slug) : `${window.location.origin}/`;
  const ready = (settingsQuery.isSuccess || settingsQuery.isError) && catalog && places;

  if (categoriesQuery.isError)
    return <ErrorState title={m.map_load_failed()} hint={m.map_load_failed_hint()} />;
  if (!ready) return <LoadingState label={m.loading_map_data()} />;

  return (
    <div className={`print print--${orientation}`}>
      {/* @page cannot be scoped by a class: the chosen orientation is written as the page rule itself. */}
      <style>{pageRule(orientation)}</style>
      <div className="print__controls" data-testid="print-controls">
        <fieldset className="print__orientation">
          <legend>{m.map_read_print_orientation()}</legend>
          {(['landscape', 'portrait'] as const).map((value) => (
            <label key={value} className="print__choice">
              <input
                type="radio"
                name="orientation"
                value={value}
                checked={orientation === value}
                onChange={() => setOrientation(value)}
              />
              {value === 'landscape' ? m.map_read_print_landscape() : m.map_read_print_portrait()}
            </label>
          ))}
        </fieldset>
        <button className="btn btn--primary print__button" type="button" onClick={() => window.print()}>
          <Printer size={16} aria-hidden="true" />
          {m.print()}
        </button>
        <Link
          className="btn btn--secondary print__button"
          to={slug ? `/?${new URLSearchParams({ place: slug })}` : '/'}
        >
          {m.map_read_print_back()}
        </Link>
        <p className="print__hint">{m.map_read_print_hint()}</p>
      </div>
      <article className="print__sheet" data-testid="print-sheet">
        <header className="print__head">
          <h1 className="print__title">{title}</h1>
          <p className="print__date">{m.map_read_print_date({ date: formatDate(new Date()) })}</p>
        </header>
        <div className="print__map">
          {/* A new orientation is a new map: drawn and fitted once at the sheet's new size. */}
          <PlacesMap
            key={orientation}
            label={m.map_label()}
            places={places}
            settings={settings}
            boundaryId="print-boundary"
            initialFit={fit}
            labels
            printable
          />
          <div className="print__north" role="img" aria-label={m.map_read_north_label()}>
            <svg viewBox="0 0 24 32" width="24" height="32" aria-hidden="true">
              <path d="M12 2 L20 28 L12 22 L4 28 Z" fill="#14201d" />
              <path d="M12 2 L12 22 L4 28 Z" fill="#ffffff" stroke="#14201d" strokeWidth="1" />
            </svg>
            <span>{m.map_read_north()}</span>
          </div>
        </div>
        <aside className="print__side">
          <MapLegend categories={catalog.categories} collapsible={false} />
          <figure className="print__qr">
            <QrCode url={link} className="print__qr-code" />
            <figcaption>
              {m.map_read_print_scan()}
              <span className="print__url">{link}</span>
            </figcaption>
          </figure>
        </aside>
      </article>
    </div>
  );
}
