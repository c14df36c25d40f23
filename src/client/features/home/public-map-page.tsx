import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { publicCategoriesQuery, publicSettingsQuery } from '../../lib/public-data.ts';
import { usePublicAnswerChecked } from '../../lib/public-data-checked.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Place } from '../../map/place.ts';
import { PlacesMap, type PlacesMapHandle } from '../../map/places-map.tsx';
import { CategorySidebar } from './category-sidebar.tsx';
import { directionsTarget, directionsUrl, placeUrl } from './directions.ts';
import { FeaturePopup, type PopupContent } from './feature-popup.tsx';
import { useFirstPicture } from './first-picture.ts';
import { buildCatalog, type MapCatalog } from './map-catalog.ts';
import { noName } from './map-entry-list.tsx';
import { MapLegend } from './map-legend.tsx';
import { MapNote } from './map-note.tsx';
import { MapSearch } from './map-search.tsx';
import { placeMeasure } from './place-measure.ts';
import { printHref } from './print-link.ts';
import { usePublicSidebar } from './public-sidebar.tsx';
import { type Selection, setAll, setOne, setRange } from './selection.ts';
import { useMapSelection } from './use-map-selection.ts';
import { useOfflineNote } from './use-offline-note.ts';
import { useOpenPlace } from './use-open-place.ts';
import './public-map.css';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PUBLIC_CATEGORIES_URL } from '../../../shared/public-map-urls.ts';

const WIDE_SCREEN = '(min-width: 1024px)';

/** `/`: the public map (spec section 2) with its category sidebar, popups and `?place=` links. */
/** `embedded`: inside another site's frame (/embed): no link leads to a page that may not be framed. */
export function PublicMapPage({ embedded = false }: { embedded?: boolean }) {
  usePageTitle();
  const sidebar = usePublicSidebar();
  const settingsQuery = useQuery(publicSettingsQuery);
  const categoriesQuery = useQuery(publicCategoriesQuery);
  const settings = settingsQuery.data;
  const mapReady = settingsQuery.isSuccess || settingsQuery.isError;
  const offlineNote = useOfflineNote();

  const catalog = useMemo(
    () => (categoriesQuery.data ? buildCatalog(categoriesQuery.data) : null),
    [categoriesQuery.data],
  );
  const places = useMemo((): Place[] | null => {
    if (categoriesQuery.isError) return [];
    return catalog
      ? catalog.entries.map((entry) => {
          const category = catalog.categories[entry.category]!;
          return {
            geometry: entry.geometry,
            color: category.rgb,
            icon: category.markerIcon,
            name: entry.name,
          };
        })
      : null;
  }, [catalog, categoriesQuery.isError]);
  const [selection, setSelection] = useMapSelection(catalog);
  const [openCategory, setOpenCategory] = useState('');
  // Held by id: it follows its place when the data is read again (use-open-place.ts).
  const { popup, setPopup, removed, dismissRemoved } = useOpenPlace(catalog);
  const checked = usePublicAnswerChecked(PUBLIC_CATEGORIES_URL);
  const [missingDismissed, setMissingDismissed] = useState<string | null>(null);
  const mapRef = useRef<PlacesMapHandle>(null);
  const [searchParams] = useSearchParams();
  const place = searchParams.get('place');
  // The map starts on the linked place, or on everything shown (PlacesMap reads it when the places arrive).
  const linked = place && catalog ? catalog.bySlug.get(place) : undefined;
  // A link the copy does not know may name a new place: it is missing only once the data is known current.
  const missing = place && catalog && checked && linked === undefined && missingDismissed !== place;

  const fitShown = (next: Selection) => mapRef.current?.fitPlaces((index) => next.flags[index] === 1);

  /**
   * Opens one place: its popup, and in view when `fit`. The shown places stay as they are (issue 31: the
   * count does not change when a place is opened); a hidden place's popup opens over where it is.
   */
  const showPlace = useCallback(
    (index: number, fit: boolean, fromList = false) => {
      if (!catalog) return;
      if (fit) mapRef.current?.fitPlace(index);
      const anchor = representativePoint(catalog.entries[index]!.geometry);
      setPopup(anchor ? { index, anchor, fromList } : null);
    },
    [catalog, setPopup],
  );

  // The popup open on the first picture stays open on the live map, which stays where it is (decision 0050).
  const dropFirstPicture = useFirstPicture(selection, ({ slug, focused }) => {
    const index = catalog?.bySlug.get(slug);
    if (index !== undefined) showPlace(index, false, focused);
  });

  // A linked place opens its popup with the first view; a later `?place=`, or a linked place that arrives
  // with fresher data (decision 0032), also brings it into view.
  const handled = useRef<{ catalog: MapCatalog | null; place: string | null; found: boolean }>({
    catalog: null,
    place: null,
    found: false,
  });
  useEffect(() => {
    if (!catalog || !selection || !mapReady) return;
    const was = handled.current;
    if (was.catalog === catalog && was.place === place) return;
    const firstLoad = was.catalog === null;
    const index = place ? catalog.bySlug.get(place) : undefined;
    handled.current = { catalog, place, found: index !== undefined };
    if (index !== undefined && (firstLoad || was.place !== place || !was.found)) showPlace(index, !firstLoad);
  }, [catalog, selection, mapReady, place, showPlace]);

  // The linked place was removed meanwhile (it opened from the cached copy): back to the plain map, once.
  const refitted = useRef<string | null>(null);
  useEffect(() => {
    if (removed === null || !place || linked !== undefined || !selection || refitted.current === place)
      return;
    refitted.current = place;
    mapRef.current?.fitPlaces((index) => selection.flags[index] === 1);
  }, [removed, place, linked, selection]);

  const changeSelection = (next: Selection) => {
    if (!selection || next === selection) return;
    setSelection(next);
    // Hiding the open place closes its popup.
    if (popup && next.flags[popup.index] !== 1) setPopup(null);
    fitShown(next);
  };

  const openPlace = (index: number) => {
    showPlace(index, true, true);
    if (!window.matchMedia(WIDE_SCREEN).matches) sidebar.close();
  };

  const openPopup = popup && catalog && popup.index < catalog.entries.length ? popup : null;
  const popupContent = useMemo((): PopupContent | null => {
    if (!openPopup || !catalog) return null;
    const entry = catalog.entries[openPopup.index]!;
    const category = catalog.categories[entry.category]!;
    return {
      categoryName: category.name,
      categoryColor: category.color,
      name: entry.name,
      address: entry.address,
      image: entry.image,
      info: entry.info,
      measure: placeMeasure(entry.geometry),
      directionsUrl: directionsUrl(directionsTarget(entry.geometry, entry.address, entry.name)),
      placeUrl: entry.slug ? placeUrl(window.location.origin, entry.slug) : null,
    };
  }, [openPopup, catalog]);

  const status = categoriesQuery.isError ? (
    <ErrorState title={m.map_load_failed()} hint={m.map_load_failed_hint()}>
      <button className="btn btn--secondary" type="button" onClick={() => void categoriesQuery.refetch()}>
        {m.try_again()}
      </button>
    </ErrorState>
  ) : !catalog ? (
    <LoadingState label={m.loading_map_data()} />
  ) : undefined;

  return (
    <div className="pm">
      {sidebar.open && (
        <button
          className="pm-overlay"
          type="button"
          aria-label={m.sidebar_close()}
          tabIndex={-1}
          data-testid="sidebar-overlay"
          onClick={sidebar.close}
        />
      )}
      <CategorySidebar
        open={sidebar.open}
        onClose={sidebar.close}
        status={status}
        catalog={catalog}
        selection={selection}
        openCategory={openCategory}
        onOpenCategory={setOpenCategory}
        onToggleAll={(shown) => selection && changeSelection(setAll(selection, shown))}
        onToggleCategory={(categoryIndex, shown) => {
          const category = catalog?.categories[categoryIndex];
          if (selection && category)
            changeSelection(setRange(selection, category.start, category.end, shown));
        }}
        onToggleEntry={(index, shown) => selection && changeSelection(setOne(selection, index, shown))}
        onOpen={openPlace}
      />
      <div className="pm-map">
        <MapSearch catalog={catalog} onOpen={openPlace} />
        {offlineNote && (
          <p className="pm-offline" role="status" data-testid="offline-note">
            {offlineNote}
          </p>
        )}
        {catalog && (
          <MapLegend categories={catalog.categories} printHref={embedded ? undefined : printHref(place)} />
        )}
        {removed !== null ? (
          <MapNote
            text={m.map_fresh_place_removed({ name: removed || noName() })}
            onDismiss={dismissRemoved}
          />
        ) : (
          missing && (
            <MapNote text={m.map_fresh_place_missing()} onDismiss={() => setMissingDismissed(place)} />
          )
        )}
        {mapReady ? (
          <PlacesMap
            ref={mapRef}
            label={m.map_label()}
            places={places}
            shown={selection?.flags}
            settings={settings}
            initialFit={linked !== undefined ? { place: linked } : 'shown'}
            large
            labels
            myLocation
            onPick={setPopup}
            onPictureShown={dropFirstPicture}
            overlay={({ project, width }) => {
              if (!openPopup || !popupContent) return null;
              const [x, y] = project(openPopup.anchor);
              return (
                <FeaturePopup
                  key={openPopup.index}
                  content={popupContent}
                  x={x}
                  y={y}
                  width={width}
                  takeFocus={openPopup.fromList === true}
                  onClose={() => setPopup(null)}
                />
              );
            }}
          />
        ) : (
          <LoadingState label={m.loading_map()} />
        )}
      </div>
    </div>
  );
}
