import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PermissionForm } from './permission-form.tsx';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionCreatePage() {
  usePageTitle(m.perm_create_title());
  const navigate = useNavigate();
  const create = trpc.permissions.create.useMutation();
  const invalidate = useInvalidatePermissions();

  return (
    <div>
      <PageHeader title={m.perm_create_title()} subtitle={m.perm_create_subtitle()} />
      <PermissionForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void invalidate();
          toast.success(m.perm_created_toast());
          navigate('/admin/permissions');
        }}
      />
    </div>
  );
}
