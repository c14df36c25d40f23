import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { UserForm } from './user-form.tsx';

export function UserCreatePage() {
  usePageTitle(m.user_create_title());
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation();

  return (
    <div>
      <PageHeader title={m.user_create_title()} subtitle={m.user_create_subtitle()} />
      <UserForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void utils.users.invalidate();
          toast.success(m.user_created_toast());
          navigate('/admin/users');
        }}
      />
    </div>
  );
}
