import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedVersion } from '../../lib/use-opened-version.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RoleForm } from './role-form.tsx';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

export function RoleEditPage() {
  usePageTitle('Edit Role');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const role = trpc.roles.get.useQuery({ id }, { enabled: id > 0 });
  const update = trpc.roles.update.useMutation();
  const invalidate = useInvalidateRoles();
  const version = useOpenedVersion(role.data?.version);

  return (
    <div>
      <PageHeader title="Edit Role" subtitle="Rename the role or change what it may do." />
      {role.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data role." />
      ) : role.isPending ? (
        <LoadingState label="Loading role..." />
      ) : (
        <RoleForm
          key={role.data.id}
          mode="update"
          initial={{ name: role.data.name, permission_ids: role.data.permissions.map((item) => item.id) }}
          pending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, version, ...values });
            void invalidate();
            toast.success('Role updated successfully!');
            navigate('/admin/roles');
          }}
        />
      )}
    </div>
  );
}
