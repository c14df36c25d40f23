import { RecentlyDeletedScreen } from '../../components/recently-deleted-screen.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

export function CategoryDeletedPage() {
  const list = trpc.categories.deleted.useQuery();
  const undelete = trpc.categories.undelete.useMutation();
  const utils = trpc.useUtils();
  const invalidate = useInvalidateCategories();
  return (
    <RecentlyDeletedScreen
      thing="category"
      backTo="/admin/categories"
      list={list}
      restore={async (id) => {
        await undelete.mutateAsync({ id });
        // Its places are filed under it again.
        await Promise.all([invalidate(), utils.maps.invalidate()]);
      }}
    />
  );
}
