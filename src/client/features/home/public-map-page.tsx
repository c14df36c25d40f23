import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import type { Position } from '../../../shared/geo/types.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { publicCategoriesQuery, publicSettingsQuery } from '../../lib/public-data.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { buildFeatureBuffers, pointPosition } from '../../map/buffers/feature-buffers.ts';
import { representativePoint } from '../../map/buffers/representative-point.ts';
import { boundaryLayers } from '../../map/layers/boundary-layers.ts';
import { featureLayerKind, featureLayers, pickedFeature } from '../../map/layers/feature-layers.ts';
import { basemapOf } from '../../map/view/basemap-style.ts';
import { type FitOptions, unionBBoxes } from '../../map/view/fit-bounds.ts';
import { type MapClick, MapView, type MapViewHandle } from '../../map/view/map-view.tsx';
import { FEATURE_FIT, settingsView, toViewZoom } from '../../map/view/map-zoom.ts';
import { CategorySidebar } from './category-sidebar.tsx';
import { directionsTarget, directionsUrl, placeUrl } from './directions.ts';
import { FeaturePopup, type PopupContent } from './feature-popup.tsx';
import { buildCatalog, type MapCatalog } from './map-catalog.ts';
import { usePublicSidebar } from './public-sidebar.tsx';
import { type Selection, setAll, setOne, setRange } from './selection.ts';
import { useDrawnLevel } from './use-drawn-level.ts';
import { useMapSelection } from './use-map-selection.ts';
import './public-map.css';

/** A place opened on its own (a link, the locate button) may come closer than a whole selection. */
const PLACE_FIT: FitOptions = { ...FEATURE_FIT, pointZoom: toViewZoom(17) };

const WIDE_SCREEN = '(min-width: 1024px)';

interface OpenPopup {
  index: number;
  anchor: Position;
}

/** `/`: the public map (spec section 2) with its category sidebar, popups and `?place=` links. */
export function PublicMapPage() {
  usePageTitle();
  const sidebar = usePublicSidebar();
  const settingsQuery = useQuery(publicSettingsQuery);
  const categoriesQuery = useQuery(publicCategoriesQuery);
  const settings = settingsQuery.data;
  const mapReady = settingsQuery.isSuccess || settingsQuery.isError;

  const catalog = useMemo(
    () => (categoriesQuery.data ? buildCatalog(categoriesQuery.data) : null),
    [categoriesQuery.data],
  );
  const buffers = useMemo(
    () =>
      catalog
        ? buildFeatureBuffers(
            catalog.entries.map((entry) => ({
              geometry: entry.geometry,
              color: catalog.categories[entry.category]!.rgb,
            })),
          )
        : null,
    [catalog],
  );
  const [selection, setSelection] = useMapSelection(catalog);
  const [openCategory, setOpenCategory] = useState('');
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const mapRef = useRef<MapViewHandle>(null);
  const [searchParams] = useSearchParams();
  const place = searchParams.get('place');

  const initialView = useMemo(() => settingsView(settings), [settings]);

  const boundary = useMemo(
    () => boundaryLayers(asGeometry(settings?.village_boundary)),
    [settings?.village_boundary],
  );
  const shownFlags = selection?.flags;
  // The features wait for the view they are first shown at (the fit below), so they are not built and
  // uploaded once more for the settings' view; only the whole level matters (feature-layers.ts).
  const [zoomLevel, setZoomLevel] = useState<number | null>(null);
  const firstViewSet = useRef(false);
  const viewAt = useCallback((zoom: number | null) => {
    if (zoom !== null) setZoomLevel(Math.floor(zoom));
  }, []);
  const onRestingZoom = useCallback(
    (zoom: number) => {
      if (firstViewSet.current) viewAt(zoom);
    },
    [viewAt],
  );
  const drawnLevel = useDrawnLevel(buffers, zoomLevel);
  const features = useMemo(
    () =>
      buffers && shownFlags && drawnLevel !== null
        ? featureLayers(buffers, { shown: shownFlags, zoom: drawnLevel })
        : [],
    [buffers, shownFlags, drawnLevel],
  );
  const layers = useMemo(() => [boundary, ...features], [boundary, features]);
  const featuresDrawn = useMemo(() => {
    if (!buffers || !shownFlags || features.length === 0) return 0;
    let count = 0;
    for (let i = 0; i < shownFlags.length; i++) {
      if (shownFlags[i] === 1 && !Number.isNaN(buffers.bboxes[i * 4]!)) count++;
    }
    return count;
  }, [buffers, shownFlags, features]);

  // Until the first layers are made (the data, then the first fit): the basemap waits for their paint.
  const featuresPending =
    !categoriesQuery.isError && (!catalog || (catalog.entries.length > 0 && features.length === 0));

  const fitShown = useCallback(
    (next: Selection) => {
      if (!buffers) return null;
      const bbox = unionBBoxes(buffers.bboxes, (index) => next.flags[index] === 1);
      const zoom = bbox ? (mapRef.current?.fitBounds(bbox, FEATURE_FIT) ?? null) : null;
      viewAt(zoom);
      return zoom;
    },
    [buffers, viewAt],
  );

  const showPlace = useCallback(
    (index: number, current: Selection) => {
      if (!catalog || !buffers) return null;
      if (current.flags[index] !== 1) setSelection(setOne(current, index, true));
      const box = buffers.bboxes.subarray(index * 4, index * 4 + 4);
      const zoom = Number.isNaN(box[0]!)
        ? null
        : (mapRef.current?.fitBounds([box[0]!, box[1]!, box[2]!, box[3]!], PLACE_FIT) ?? null);
      viewAt(zoom);
      const anchor = representativePoint(catalog.entries[index]!.geometry);
      setPopup(anchor ? { index, anchor } : null);
      return zoom;
    },
    [catalog, buffers, setSelection, viewAt],
  );

  // The first load fits every feature, or opens the linked place; a later `?place=` opens that one.
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
    let zoom: number | null = null;
    if (index !== undefined && (firstLoad || was.place !== place)) zoom = showPlace(index, selection);
    else if (firstLoad) zoom = fitShown(selection);
    if (!firstLoad) return;
    // Without a fit (nothing to fit yet, or a map still without a size) the features start at this view;
    // a fit that waited for the size reports its zoom once made.
    firstViewSet.current = true;
    if (zoom === null) viewAt(mapRef.current?.currentView().zoom ?? null);
  }, [catalog, selection, mapReady, place, showPlace, fitShown, viewAt]);

  const changeSelection = (next: Selection) => {
    if (!selection || next === selection) return;
    setSelection(next);
    fitShown(next);
  };

  const onClick = useCallback(
    ({ picked, coordinate }: MapClick) => {
      const index = buffers && picked ? pickedFeature(buffers, picked.layer?.id, picked.index) : null;
      if (index === null || !buffers || !picked) return setPopup(null);
      // A marker's popup points at the marker; a line's or an area's at the spot clicked.
      const anchor: Position =
        featureLayerKind(picked.layer?.id) === 'points'
          ? pointPosition(buffers.points, picked.index)
          : coordinate;
      setPopup({ index, anchor });
    },
    [buffers],
  );

  const locate = (index: number) => {
    if (!selection) return;
    showPlace(index, selection);
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
    <ErrorState title="Data peta gagal dimuat." hint="Periksa koneksi, lalu coba lagi.">
      <button className="btn btn--secondary" type="button" onClick={() => void categoriesQuery.refetch()}>
        Coba lagi
      </button>
    </ErrorState>
  ) : !catalog ? (
    <LoadingState label="Memuat data peta..." />
  ) : undefined;

  return (
    <div className="pm">
      {sidebar.open && (
        <button
          className="pm-overlay"
          type="button"
          aria-label="Tutup sidebar"
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
        {mapReady ? (
          <MapView
            ref={mapRef}
            label="Peta desa"
            initialView={initialView}
            {...basemapOf(settings)}
            layers={layers}
            featuresDrawn={featuresDrawn}
            featuresPending={featuresPending}
            largeData
            onRestingZoom={onRestingZoom}
            onClick={onClick}
            overlay={(viewport) => {
              if (!openPopup || !popupContent) return null;
              const [x, y] = viewport.project(openPopup.anchor) as [number, number];
              return (
                <FeaturePopup
                  key={openPopup.index}
                  content={popupContent}
                  x={x}
                  y={y}
                  width={viewport.width}
                  onClose={() => setPopup(null)}
                />
              );
            }}
          />
        ) : (
          <LoadingState label="Memuat peta..." />
        )}
      </div>
    </div>
  );
}
