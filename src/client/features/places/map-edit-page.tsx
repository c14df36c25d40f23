import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { HistoryVersion } from '../../../shared/schemas/history.ts';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LazyVersionCompareMap } from '../../components/version-compare-map-lazy.tsx';
import { formDataShape } from '../../lib/form-conflict.ts';
import { historyFieldsOf } from '../../lib/history-fields.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MAP_ABSENT_WHEN_EMPTY, mapConflictSpecs, valuesOfRecord } from './map-conflict.ts';
import { MapForm } from './map-form.tsx';
import { useInvalidateMaps } from './use-invalidate-maps.ts';
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
  usePageTitle(m.map_edit_title());
  const id = Number(useParams().id);
  const record = trpc.maps.get.useQuery({ id }, { enabled: id > 0 });
  const utils = trpc.useUtils();
  const history = trpc.maps.history.useQuery({ id }, { enabled: id > 0 });
  const restore = trpc.maps.restoreVersion.useMutation();
  const invalidate = useInvalidateMaps();
  const { permissions } = useSession();
  // A restored version is a new record to edit from: the form starts again from it.
  const [generation, setGeneration] = useState(0);

  const restoreVersion = async (version: HistoryVersion) => {
    const saved = await restore.mutateAsync({ id, entry: version.id, version: record.data?.version });
    utils.maps.get.setData({ id }, saved);
    setGeneration((value) => value + 1);
    void invalidate();
    void history.refetch();
    toast.success(m.version_restored());
  };

  return (
    <div>
      <PageHeader title={m.map_edit_title()} subtitle={m.map_edit_subtitle()} />
      {record.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('map') })} />
      ) : record.isPending ? (
        <LoadingState label={m.loading_map_plain()} />
      ) : (
        <>
          <LoadedMapForm key={`${record.data.id}-${generation}`} record={record.data} />
          <HistoryPanel
            thing="map"
            recordId={id}
            entries={history}
            loadVersion={(entry) => utils.maps.version.fetch({ id, entry })}
            current={record.data}
            fields={historyFieldsOf('maps')}
            onRestore={mayCall(permissions, 'maps.restoreVersion') ? restoreVersion : null}
            compare={(version) => (
              <LazyVersionCompareMap
                label={m.map_compare_label()}
                current={shapeOf(record.data)}
                chosen={shapeOf(version.after)}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

// The shape reads the fields' keys only; the category's name is for the conflict screen.
const MAP_SHAPE = formDataShape(mapConflictSpecs(String), valuesOfRecord, MAP_ABSENT_WHEN_EMPTY);

/** Mounted once the record is there, so the form state starts from it. */
function LoadedMapForm({ record: current }: { record: MapRecord }) {
  // The record as the form opened it: a refetch must not move the version under unsaved edits.
  const [record] = useState(current);
  const navigate = useNavigate();
  const update = trpc.maps.update.useMutation();
  const categories = trpc.categories.all.useQuery();
  const invalidate = useInvalidateMaps();
  const geometry = useMapFormState(record);
  const categoryName = (id: string) =>
    categories.data?.find((category) => String(category.id) === id)?.name ?? `#${id}`;
  const conflictFlow = useConflictSave({
    specs: mapConflictSpecs(categoryName),
    opened: record,
    shape: MAP_SHAPE,
    mutate: (form) => update.mutateAsync(form),
    onSaved: () => {
      void invalidate();
      toast.success(m.map_updated());
      navigate('/admin/maps');
    },
  });

  return (
    <>
      <ConflictScreen thing="map" flow={conflictFlow} pending={update.isPending} />
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
        currentImage={uploadUrl('maps', record.image)}
        currentPhotos={record.photos}
        pending={update.isPending}
        onSubmit={conflictFlow.save}
      />
    </>
  );
}
