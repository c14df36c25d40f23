import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedVersion } from '../../lib/use-opened-version.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { UserForm } from './user-form.tsx';

export function UserEditPage() {
  usePageTitle('Edit User');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const user = trpc.users.get.useQuery({ id }, { enabled: id > 0 });
  const update = trpc.users.update.useMutation();
  const { user: signedIn } = useSession();
  const version = useOpenedVersion(user.data?.version);

  return (
    <div>
      <PageHeader title="Edit User" subtitle="Change the user's details, password or roles." />
      {user.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data user." />
      ) : user.isPending ? (
        <LoadingState label="Loading user..." />
      ) : (
        <UserForm
          key={user.data.id}
          mode="update"
          self={signedIn?.id === id}
          initial={{
            name: user.data.name,
            username: user.data.username,
            email: user.data.email,
            role_ids: user.data.roles.map((role) => role.id),
          }}
          pending={update.isPending}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, version, ...values });
            void utils.users.invalidate();
            toast.success('User updated successfully!');
            navigate('/admin/users');
          }}
        />
      )}
    </div>
  );
}
