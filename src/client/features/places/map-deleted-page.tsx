import { RecentlyDeletedScreen } from '../../components/recently-deleted-screen.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useInvalidateMaps } from './use-invalidate-maps.ts';

export function MapDeletedPage() {
  const list = trpc.maps.deleted.useQuery();
  const undelete = trpc.maps.undelete.useMutation();
  const invalidate = useInvalidateMaps();
  return (
    <RecentlyDeletedScreen
      thing="map"
      backTo="/admin/maps"
      list={list}
      restore={async (id) => {
        await undelete.mutateAsync({ id });
        await invalidate();
      }}
    />
  );
}
