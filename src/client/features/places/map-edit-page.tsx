import { useParams, useSearchParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { RecordEditScreen, useRecordSave } from '../../components/record-edit-screen.tsx';
import { ReportBeside } from '../../components/report-beside.tsx';
import { LazyVersionCompareMap } from '../../components/version-compare-map-lazy.tsx';
import { formDataShape } from '../../lib/form-conflict.ts';
import { imageUrl } from '../../lib/site-path.ts';
import { trpc } from '../../lib/trpc.ts';
import { MAP_ABSENT_WHEN_EMPTY, mapConflictSpecs, valuesOfRecord } from './map-conflict.ts';
import { MapForm } from './map-form.tsx';
import { mapScreens } from './map-screens.ts';
import { useMapFormState } from './use-map-form-state.ts';

/** A place's shape: its geometry, or the point its coordinates name. */
function shapeOf(place: unknown): unknown {
  if (!place || typeof place !== 'object') return null;
  const { geometry, latitude, longitude } = place as Partial<MapRecord>;
  if (geometry) return geometry;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { type: 'Point', coordinates: [longitude, latitude] }
    : null;
}

export function MapEditPage() {
  const id = Number(useParams().id);
  // `?report=12`: a resident's "Data salah" report about this place, set beside its form.
  const reportId = Number(useSearchParams()[0].get('report')) || 0;
  const record = trpc.maps.get.useQuery({ id }, { enabled: id > 0 });
  const screen = (
    <RecordEditScreen
      screens={mapScreens}
      id={id}
      record={record}
      compare={(current, version) => (
        <LazyVersionCompareMap
          label={m.map_compare_label()}
          current={shapeOf(current)}
          chosen={shapeOf(version.after)}
        />
      )}
    >
      {(opened) => <LoadedMapForm record={opened} />}
    </RecordEditScreen>
  );
  if (reportId <= 0) return screen;
  return (
    <div className="with-report">
      <ReportBeside id={reportId} />
      <div className="with-report__form">{screen}</div>
    </div>
  );
}

// The shape reads the fields' keys only; the category's name is for the conflict screen.
const MAP_SHAPE = formDataShape(mapConflictSpecs(String), valuesOfRecord, MAP_ABSENT_WHEN_EMPTY);

/** Mounted once the record is there, so the form state starts from it. */
function LoadedMapForm({ record }: { record: MapRecord }) {
  const categories = trpc.categories.all.useQuery();
  const geometry = useMapFormState(record);
  const categoryName = (id: string) =>
    categories.data?.find((category) => String(category.id) === id)?.name ?? `#${id}`;
  const edit = useRecordSave(mapScreens, {
    opened: record,
    specs: mapConflictSpecs(categoryName),
    shape: MAP_SHAPE,
    update: trpc.maps.update.useMutation(),
  });

  return (
    <>
      {edit.conflictScreen}
      <MapForm
        mode="update"
        recordId={record.id}
        version={record.version}
        initial={{
          name: record.name,
          description: record.description,
          address: record.address,
          category_id: record.category_id === null ? '' : String(record.category_id),
          status: record.status,
          opening_hours: record.opening_hours,
          phone: record.phone,
          website: record.website,
        }}
        geometry={geometry}
        currentImage={imageUrl('maps', record.image)}
        currentPhotos={record.photos}
        pending={edit.pending}
        onSubmit={edit.save}
      />
    </>
  );
}
