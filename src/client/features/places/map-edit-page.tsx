import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ConflictResolver } from '../../components/conflict-resolver.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MAP_ABSENT_WHEN_EMPTY, mapConflictSpecs, valuesOfRecord } from './map-conflict.ts';
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
  const { conflict, save, resolve, dismiss } = useConflictSave({
    specs: mapConflictSpecs(categoryName),
    opened: record,
    valuesOf: valuesOfRecord,
    mutate: (form) => update.mutateAsync(form),
    absentWhenEmpty: MAP_ABSENT_WHEN_EMPTY,
    onSaved: () => {
      void invalidate();
      toast.success('Map updated successfully!');
      navigate('/admin/maps');
    },
  });

  return (
    <>
      {conflict && (
        <ConflictResolver
          key={conflict.saved.version}
          thing="map"
          conflict={conflict}
          pending={update.isPending}
          onSave={(choice) => void resolve(choice)}
          onCancel={dismiss}
        />
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
