import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MapForm } from './map-form.tsx';
import { useInvalidateMaps } from './use-invalidate-maps.ts';
import { useMapFormState } from './use-map-form-state.ts';

export function MapCreatePage() {
  usePageTitle('Create Map');
  const navigate = useNavigate();
  const create = trpc.maps.create.useMutation();
  const invalidate = useInvalidateMaps();
  const geometry = useMapFormState();

  return (
    <div>
      <PageHeader title="Create Map" subtitle="Add a place, a road or an area to the village map." />
      <MapForm
        mode="create"
        geometry={geometry}
        pending={create.isPending}
        onSubmit={async (form) => {
          await create.mutateAsync(form);
          void invalidate();
          toast.success('Map created successfully!');
          navigate('/admin/maps');
        }}
      />
    </div>
  );
}
