import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RoleForm } from './role-form.tsx';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

export function RoleCreatePage() {
  usePageTitle('Create Role');
  const navigate = useNavigate();
  const create = trpc.roles.create.useMutation();
  const invalidate = useInvalidateRoles();

  return (
    <div>
      <PageHeader title="Create Role" subtitle="Name the role and choose what it may do." />
      <RoleForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void invalidate();
          toast.success('Role created successfully!');
          navigate('/admin/roles');
        }}
      />
    </div>
  );
}
