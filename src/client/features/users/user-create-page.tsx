import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { UserForm } from './user-form.tsx';

export function UserCreatePage() {
  usePageTitle('Create User');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation();

  return (
    <div>
      <PageHeader title="Create User" subtitle="Add someone who may sign in to the back office." />
      <UserForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (values) => {
          await create.mutateAsync(values);
          void utils.users.invalidate();
          toast.success('User created successfully!');
          navigate('/admin/users');
        }}
      />
    </div>
  );
}
