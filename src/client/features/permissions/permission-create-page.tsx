import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PermissionForm } from './permission-form.tsx';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionCreatePage() {
  usePageTitle('Create Permission');
  const navigate = useNavigate();
  const create = trpc.permissions.create.useMutation();
  const invalidate = useInvalidatePermissions();

  return (
    <div>
      <PageHeader title="Create Permission" subtitle="Add a permission that roles can be given." />
      <PermissionForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void invalidate();
          toast.success('Permission created successfully!');
          navigate('/admin/permissions');
        }}
      />
    </div>
  );
}
