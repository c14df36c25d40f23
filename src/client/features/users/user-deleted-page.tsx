import { RecentlyDeletedScreen } from '../../components/recently-deleted-screen.tsx';
import { trpc } from '../../lib/trpc.ts';

export function UserDeletedPage() {
  const list = trpc.users.deleted.useQuery();
  const undelete = trpc.users.undelete.useMutation();
  const utils = trpc.useUtils();
  return (
    <RecentlyDeletedScreen
      thing="user"
      backTo="/admin/users"
      list={list}
      restore={async (id) => {
        await undelete.mutateAsync({ id });
        await Promise.all([utils.users.invalidate(), utils.dashboard.stats.invalidate()]);
      }}
    />
  );
}
