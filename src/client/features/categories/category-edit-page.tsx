import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useOpenedVersion } from '../../lib/use-opened-version.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryForm } from './category-form.tsx';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

export function CategoryEditPage() {
  usePageTitle('Edit Category');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const category = trpc.categories.get.useQuery({ id }, { enabled: id > 0 });
  const update = trpc.categories.update.useMutation();
  const invalidate = useInvalidateCategories();
  const version = useOpenedVersion(category.data?.version);

  return (
    <div>
      <PageHeader title="Edit Category" subtitle="Change the category's name, picture or colour." />
      {category.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data category." />
      ) : category.isPending ? (
        <LoadingState label="Loading category..." />
      ) : (
        <CategoryForm
          key={category.data.id}
          mode="update"
          initial={{
            name: category.data.name,
            description: category.data.description,
            color: category.data.color,
            map_marker: category.data.map_marker,
          }}
          currentImage={uploadUrl('categories', category.data.image)}
          pending={update.isPending}
          onSubmit={async (form) => {
            form.set('id', String(id));
            if (version !== undefined) form.set('version', String(version));
            await update.mutateAsync(form);
            void invalidate();
            toast.success('Category updated successfully!');
            navigate('/admin/categories');
          }}
        />
      )}
    </div>
  );
}
