import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RoleForm } from './role-form.tsx';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

export function RoleCreatePage() {
  usePageTitle(m.role_create_title());
  const navigate = useNavigate();
  const create = trpc.roles.create.useMutation();
  const invalidate = useInvalidateRoles();

  return (
    <div>
      <PageHeader title={m.role_create_title()} subtitle={m.role_create_subtitle()} />
      <RoleForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void invalidate();
          toast.success(m.role_created_toast());
          navigate('/admin/roles');
        }}
      />
    </div>
  );
}
