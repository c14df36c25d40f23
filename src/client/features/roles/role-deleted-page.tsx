import { RecentlyDeletedScreen } from '../../components/recently-deleted-screen.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

export function RoleDeletedPage() {
  const list = trpc.roles.deleted.useQuery();
  const undelete = trpc.roles.undelete.useMutation();
  const invalidate = useInvalidateRoles();
  return (
    <RecentlyDeletedScreen
      thing="role"
      backTo="/admin/roles"
      list={list}
      restore={async (id) => {
        await undelete.mutateAsync({ id });
        await invalidate();
      }}
    />
  );
}
