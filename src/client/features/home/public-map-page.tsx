import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { publicCategoriesQuery, publicSettingsQuery } from '../../lib/public-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Place, PlacePick } from '../../map/place.ts';
import { PlacesMap, type PlacesMapHandle } from '../../map/places-map.tsx';
import { CategorySidebar } from './category-sidebar.tsx';
import { directionsTarget, directionsUrl, placeUrl } from './directions.ts';
import { FeaturePopup, type PopupContent } from './feature-popup.tsx';
import { useFirstPicture } from './first-picture.ts';
import { buildCatalog, type MapCatalog } from './map-catalog.ts';
import { usePublicSidebar } from './public-sidebar.tsx';
import { type Selection, setAll, setOne, setRange } from './selection.ts';
import { useMapSelection } from './use-map-selection.ts';
import { useOfflineNote } from './use-offline-note.ts';
import './public-map.css';
import { m } from '../../../shared/i18n/generated/messages.js';

const WIDE_SCREEN = '(min-width: 1024px)';

/** `/`: the public map (spec section 2) with its category sidebar, popups and `?place=` links. */
export function PublicMapPage() {
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
          return { geometry: entry.geometry, color: category.rgb, icon: category.markerIcon };
        })
      : null;
  }, [catalog, categoriesQuery.isError]);
  const [selection, setSelection] = useMapSelection(catalog);
  const dropFirstPicture = useFirstPicture(selection);
  const [openCategory, setOpenCategory] = useState('');
  const [popup, setPopup] = useState<PlacePick | null>(null);
  const mapRef = useRef<PlacesMapHandle>(null);
  const [searchParams] = useSearchParams();
  const place = searchParams.get('place');
  // The map starts on the linked place, or on everything shown (PlacesMap reads it when the places arrive).
  const linked = place && catalog ? catalog.bySlug.get(place) : undefined;

  const fitShown = (next: Selection) => mapRef.current?.fitPlaces((index) => next.flags[index] === 1);

  /** Shows one place: selected, in view, with its popup. */
  const showPlace = useCallback(
    (index: number, current: Selection, fit: boolean) => {
      if (!catalog) return;
      if (current.flags[index] !== 1) setSelection(setOne(current, index, true));
      if (fit) mapRef.current?.fitPlace(index);
      const anchor = representativePoint(catalog.entries[index]!.geometry);
      setPopup(anchor ? { index, anchor } : null);
    },
    [catalog, setSelection],
  );

  // A linked place opens its popup with the first view; a later `?place=` also brings it into view.
  const handled = useRef<{ catalog: MapCatalog | null; place: string | null }>({
    catalog: null,
    place: null,
  });
  useEffect(() => {
    if (!catalog || !selection || !mapReady) return;
    const was = handled.current;
    if (was.catalog === catalog && was.place === place) return;
    const firstLoad = was.catalog === null;
    handled.current = { catalog, place };
    const index = place ? catalog.bySlug.get(place) : undefined;
    if (index !== undefined && (firstLoad || was.place !== place)) showPlace(index, selection, !firstLoad);
  }, [catalog, selection, mapReady, place, showPlace]);

  const changeSelection = (next: Selection) => {
    if (!selection || next === selection) return;
    setSelection(next);
    fitShown(next);
  };

  const locate = (index: number) => {
    if (!selection) return;
    showPlace(index, selection, true);
    if (!window.matchMedia(WIDE_SCREEN).matches) sidebar.close();
  };

  const openPopup = popup && selection?.flags[popup.index] === 1 && catalog ? popup : null;
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
        onLocate={locate}
      />
      <div className="pm-map">
        {offlineNote && (
          <p className="pm-offline" role="status" data-testid="offline-note">
            {offlineNote}
          </p>
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
