import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { ConflictInfo } from '../../../shared/errors.ts';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ConflictResolver, type Side } from '../../components/conflict-resolver.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { appErrorMessageOf, conflictOf } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { mapConflictFields, mergedForm, valuesOfForm, valuesOfRecord } from './map-conflict.ts';
import { MapForm } from './map-form.tsx';
import { useInvalidateMaps } from './use-invalidate-maps.ts';
import { useMapFormState } from './use-map-form-state.ts';

export function MapEditPage() {
  usePageTitle('Edit Map');
  const id = Number(useParams().id);
  const record = trpc.maps.get.useQuery({ id }, { enabled: id > 0 });

  return (
    <div>
      <PageHeader title="Edit Map" subtitle="Change the map's details, status or geometry." />
      {record.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data map." />
      ) : record.isPending ? (
        <LoadingState label="Loading map..." />
      ) : (
        <LoadedMapForm key={record.data.id} record={record.data} />
      )}
    </div>
  );
}

interface Conflict {
  info: ConflictInfo;
  /** What the user saved. */
  submitted: FormData;
  /** The record as it is stored now. */
  saved: MapRecord;
}

/** Mounted once the record is there, so the form state starts from it. */
function LoadedMapForm({ record: current }: { record: MapRecord }) {
  // The record as the form opened it: a refetch must not move the version under unsaved edits.
  const [record] = useState(current);
  const navigate = useNavigate();
  const update = trpc.maps.update.useMutation();
  const categories = trpc.categories.all.useQuery();
  const invalidate = useInvalidateMaps();
  const geometry = useMapFormState(record);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (conflict) conflictRef.current?.scrollIntoView({ block: 'start' });
  }, [conflict]);

  /** Saves; a refusal because someone saved meanwhile opens the conflict screen instead of failing. */
  const save = async (form: FormData) => {
    try {
      await update.mutateAsync(form);
    } catch (error) {
      const info = conflictOf(error);
      if (!info) throw error;
      const saved = info.current as MapRecord;
      const fields = mapConflictFields(
        valuesOfForm(form),
        valuesOfRecord(record),
        valuesOfRecord(saved),
        categoryName,
      );
      // Their change and this one agree on every field: nothing to choose, save on their version.
      if (fields.length === 0) return save(mergedForm(form, saved, {}));
      setConflict({ info, submitted: form, saved });
      return;
    }
    setConflict(null);
    void invalidate();
    toast.success('Map updated successfully!');
    navigate('/admin/maps');
  };

  const categoryName = (id: string) =>
    categories.data?.find((category) => String(category.id) === id)?.name ?? `#${id}`;

  const resolve = async (choice: Record<string, Side>) => {
    if (!conflict) return;
    try {
      await save(mergedForm(conflict.submitted, conflict.saved, choice));
    } catch (error) {
      toast.error(appErrorMessageOf(error) ?? 'The map could not be saved.');
    }
  };

  return (
    <>
      {conflict && (
        <div ref={conflictRef}>
          <ConflictResolver
            key={conflict.saved.version}
            thing="map"
            changedBy={conflict.info.changed_by}
            changedAt={conflict.info.changed_at}
            fields={mapConflictFields(
              valuesOfForm(conflict.submitted),
              valuesOfRecord(record),
              valuesOfRecord(conflict.saved),
              categoryName,
            )}
            pending={update.isPending}
            onSave={(choice) => void resolve(choice)}
            onCancel={() => setConflict(null)}
          />
        </div>
      )}
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
        }}
        geometry={geometry}
        currentImage={uploadUrl('maps', record.image)}
        pending={update.isPending}
        onSubmit={save}
      />
    </>
  );
}
