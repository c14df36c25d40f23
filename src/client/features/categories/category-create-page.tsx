import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryForm } from './category-form.tsx';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

export function CategoryCreatePage() {
  usePageTitle(m.cat_create_title());
  const navigate = useNavigate();
  const create = trpc.categories.create.useMutation();
  const invalidate = useInvalidateCategories();

  return (
    <div>
      <PageHeader title={m.cat_create_title()} subtitle={m.cat_create_subtitle()} />
      <CategoryForm
        mode="create"
        pending={create.isPending}
        onSubmit={async (form) => {
          await create.mutateAsync(form);
          void invalidate();
          toast.success(m.cat_created_toast());
          navigate('/admin/categories');
        }}
      />
    </div>
  );
}
