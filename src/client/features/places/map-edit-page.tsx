import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { MapRecord } from '../../../shared/schemas/maps.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
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
function LoadedMapForm({ record }: { record: MapRecord }) {
  const navigate = useNavigate();
  const update = trpc.maps.update.useMutation();
  const invalidate = useInvalidateMaps();
  const geometry = useMapFormState(record);

  return (
    <MapForm
      mode="update"
      recordId={record.id}
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
      onSubmit={async (form) => {
        await update.mutateAsync(form);
        void invalidate();
        toast.success('Map updated successfully!');
        navigate('/admin/maps');
      }}
    />
  );
}
