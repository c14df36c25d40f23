import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MapForm } from './map-form.tsx';
import { useInvalidateMaps } from './use-invalidate-maps.ts';
import { useMapFormState } from './use-map-form-state.ts';

export function MapCreatePage() {
  usePageTitle(m.map_create_title());
  const navigate = useNavigate();
  const create = trpc.maps.create.useMutation();
  const invalidate = useInvalidateMaps();
  const geometry = useMapFormState();

  return (
    <div>
      <PageHeader title={m.map_create_title()} subtitle={m.map_create_subtitle()} />
      <MapForm
        mode="create"
        geometry={geometry}
        pending={create.isPending}
        onSubmit={async (form) => {
          await create.mutateAsync(form);
          void invalidate();
          toast.success(m.map_created());
          navigate('/admin/maps');
        }}
      />
    </div>
  );
}
