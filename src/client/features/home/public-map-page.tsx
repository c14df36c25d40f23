import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { publicSettingsQuery, tilesMode } from '../../lib/public-data.ts';
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
import { placeInfoOf } from './place-info.ts';
import { placeMeasure } from './place-measure.ts';
import { printHref } from './print-link.ts';
import { usePublicSidebar } from './public-sidebar.tsx';
import { ReportLayerToggle, reportMarkers, useReportLayer } from './report-layer.tsx';
import { type Selection, setAll, setOne, setRange } from './selection.ts';
import { useMapData, usePlaceDetails } from './use-map-data.ts';
import { useMapSelection } from './use-map-selection.ts';
import { useOfflineNote } from './use-offline-note.ts';
import { useOpenPlace } from './use-open-place.ts';
import './public-map.css';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PUBLIC_CATEGORIES_URL, PUBLIC_PLACES_URL } from '../../../shared/public-map-urls.ts';

const WIDE_SCREEN = '(min-width: 1024px)';

/** `/`: the public map (spec section 2) with its category sidebar, popups and `?place=` links. */
/** `embedded`: inside another site's frame (/embed): no link leads to a page that may not be framed. */
export function PublicMapPage({ embedded = false }: { embedded?: boolean }) {
  usePageTitle();
  const sidebar = usePublicSidebar();
  const settingsQuery = useQuery(publicSettingsQuery);
  const [searchParams] = useSearchParams();
  const place = searchParams.get('place');
  // A large village's map draws from the tiles and reads its places without shapes (decision 0053).
  const data = useMapData(place);
  const settings = settingsQuery.data;
  const mapReady = settingsQuery.isSuccess || settingsQuery.isError;
  const offlineNote = useOfflineNote();
  const reportLayer = useReportLayer();

  const catalog = useMemo(() => (data.source ? buildCatalog(data.source) : null), [data.source]);
  const places = useMemo((): Place[] | null => {
    if (data.isError) return [];
    return catalog
      ? catalog.entries.map((entry) => {
          const category = catalog.categories[entry.category]!;
          return {
            geometry: entry.geometry,
            color: category.rgb,
            icon: category.markerIcon,
            name: entry.name,
            id: entry.id,
            categoryId: category.id,
          };
        })
      : null;
  }, [catalog, data.isError]);
  const [selection, setSelection] = useMapSelection(catalog);
  const [openCategory, setOpenCategory] = useState('');
  // Held by id: it follows its place when the data is read again (use-open-place.ts).
  const { popup, setPopup, removed, dismissRemoved } = useOpenPlace(catalog);
  // The answer the catalog was built from: the light one on a map drawn from tiles (decision 0053).
  const checked = usePublicAnswerChecked(tilesMode ? PUBLIC_PLACES_URL : PUBLIC_CATEGORIES_URL);
  const [missingDismissed, setMissingDismissed] = useState<string | null>(null);
  const mapRef = useRef<PlacesMapHandle>(null);
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
  const { tilesShown } = data;
  const pictureShown = useCallback(() => {
    tilesShown();
    dropFirstPicture();
  }, [tilesShown, dropFirstPicture]);

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
  // From tiles, the catalog holds each place's point: its description, photos and shape come for its popup.
  const details = usePlaceDetails(openPopup && catalog ? catalog.entries[openPopup.index]!.id : null);
  const popupContent = useMemo((): PopupContent | null => {
    if (!openPopup || !catalog) return null;
    const entry = catalog.entries[openPopup.index]!;
    const category = catalog.categories[entry.category]!;
    const whole = details?.id === entry.id ? details : undefined;
    const geometry = whole ? asGeometry(whole.geometry) : entry.geometry;
    return {
      categoryName: category.name,
      categoryColor: category.color,
      name: entry.name,
      address: entry.address,
      image: whole ? whole.image : entry.image,
      info: whole ? placeInfoOf(whole) : entry.info,
      measure: placeMeasure(geometry),
      directionsUrl: directionsUrl(directionsTarget(geometry, entry.address, entry.name)),
      placeUrl: entry.slug ? placeUrl(window.location.origin, entry.slug) : null,
    };
  }, [openPopup, catalog, details]);

  const status = data.isError ? (
    <ErrorState title={m.map_load_failed()} hint={m.map_load_failed_hint()}>
      <button className="btn btn--secondary" type="button" onClick={data.retry}>
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
        {!embedded && (
          <>
            <Link className="btn btn--primary pm-report" to="/lapor" data-testid="report-link">
              {m.report_button()}
            </Link>
            <ReportLayerToggle shown={reportLayer.shown} onToggle={reportLayer.toggle} />
          </>
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
            tiles={data.tiles}
            shown={selection?.flags}
            settings={settings}
            initialFit={linked !== undefined ? { place: linked } : place && !catalog ? 'later' : 'shown'}
            large
            labels
            myLocation
            onPick={setPopup}
            onPictureShown={pictureShown}
            overlay={({ project, width }) => {
              const reports = reportMarkers(reportLayer, project);
              if (!openPopup || !popupContent) return reports;
              const [x, y] = project(openPopup.anchor);
              return (
                <>
                  {reports}
                  <FeaturePopup
                    key={openPopup.index}
                    content={popupContent}
                    x={x}
                    y={y}
                    width={width}
                    takeFocus={openPopup.fromList === true}
                    onClose={() => setPopup(null)}
                  />
                </>
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
