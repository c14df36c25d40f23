import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryForm } from './category-form.tsx';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

export function CategoryCreatePage() {
  usePageTitle('Create Category');
  const navigate = useNavigate();
  const create = trpc.categories.create.useMutation();
  const invalidate = useInvalidateCategories();

  return (
    <div>
      <PageHeader
        title="Create Category"
        subtitle="Group the map layers; the colour marks them on the map."
      />
      <CategoryForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (form) => {
          await create.mutateAsync(form);
          void invalidate();
          toast.success('Category created successfully!');
          navigate('/admin/categories');
        }}
      />
    </div>
  );
}
