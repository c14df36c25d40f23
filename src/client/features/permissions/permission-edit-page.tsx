import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedVersion } from '../../lib/use-opened-version.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PermissionForm } from './permission-form.tsx';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionEditPage() {
  usePageTitle('Edit Permission');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const permission = trpc.permissions.get.useQuery({ id }, { enabled: Number.isSafeInteger(id) && id > 0 });
  const update = trpc.permissions.update.useMutation();
  const invalidate = useInvalidatePermissions();
  const version = useOpenedVersion(permission.data?.version);

  return (
    <div>
      <PageHeader title="Edit Permission" subtitle="Rename a permission." />
      {permission.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data permission." />
      ) : permission.isPending ? (
        <LoadingState label="Loading permission..." />
      ) : (
        <PermissionForm
          key={permission.data.id}
          mode="update"
          initialName={permission.data.name}
          pending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, version, ...values });
            void invalidate();
            toast.success('Permission updated successfully!');
            navigate('/admin/permissions');
          }}
        />
      )}
    </div>
  );
}
