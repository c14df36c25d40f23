import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import type { Category } from '../../../shared/schemas/categories.ts';
import type { HistoryVersion } from '../../../shared/schemas/history.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { type ConflictFieldSpec, type FieldValues, formDataShape } from '../../lib/form-conflict.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryForm } from './category-form.tsx';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

const HISTORY_FIELDS = [
  { key: 'name', label: 'Category Name' },
  { key: 'description', label: 'Description' },
  { key: 'color', label: 'Colour' },
  { key: 'map_marker', label: 'Marker' },
  { key: 'image', label: 'Image' },
];

export function CategoryEditPage() {
  usePageTitle('Edit Category');
  const id = Number(useParams().id);
  const category = trpc.categories.get.useQuery({ id }, { enabled: id > 0 });
  const utils = trpc.useUtils();
  const history = trpc.categories.history.useQuery({ id }, { enabled: id > 0 });
  const restore = trpc.categories.restoreVersion.useMutation();
  const invalidate = useInvalidateCategories();
  const { permissions } = useSession();
  // A restored version is a new record to edit from: the form starts again from it.
  const [generation, setGeneration] = useState(0);

  const restoreVersion = async (version: HistoryVersion) => {
    const saved = await restore.mutateAsync({ id, entry: version.id, version: category.data?.version });
    utils.categories.get.setData({ id }, saved);
    setGeneration((value) => value + 1);
    void invalidate();
    void history.refetch();
    toast.success('The version was restored as a new version.');
  };

  return (
    <div>
      <PageHeader title="Edit Category" subtitle="Change the category's name, picture or colour." />
      {category.isError || !(id > 0) ? (
        <ErrorState title="Gagal memuat data category." />
      ) : category.isPending ? (
        <LoadingState label="Loading category..." />
      ) : (
        <>
          <LoadedCategoryForm key={`${category.data.id}-${generation}`} category={category.data} />
          <HistoryPanel
            thing="category"
            recordId={id}
            entries={history}
            loadVersion={(entry) => utils.categories.version.fetch({ id, entry })}
            current={category.data}
            fields={HISTORY_FIELDS}
            onRestore={hasAnyPermission(permissions, 'categories-edit') ? restoreVersion : null}
          />
        </>
      )}
    </div>
  );
}

const SPECS: ConflictFieldSpec[] = [
  { key: 'name', label: 'Category Name' },
  { key: 'description', label: 'Description' },
  { key: 'color', label: 'Colour', same: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase() },
  {
    key: 'map_marker',
    label: 'Marker',
    show: (marker) => (marker === 'icon' ? 'Category icon' : 'Coloured circle'),
  },
];

const valuesOf = (category: Category): FieldValues => ({
  name: category.name,
  description: category.description,
  color: category.color,
  map_marker: category.map_marker,
});

const CATEGORY_SHAPE = formDataShape(SPECS, valuesOf);

/** Mounted once the record is there; keeps the record as it opened, whatever a refetch brings. */
function LoadedCategoryForm({ category: current }: { category: Category }) {
  const [category] = useState(current);
  const navigate = useNavigate();
  const update = trpc.categories.update.useMutation();
  const invalidate = useInvalidateCategories();
  const conflictFlow = useConflictSave({
    specs: SPECS,
    opened: category,
    shape: CATEGORY_SHAPE,
    mutate: (form) => update.mutateAsync(form),
    onSaved: () => {
      void invalidate();
      toast.success('Category updated successfully!');
      navigate('/admin/categories');
    },
  });

  return (
    <>
      <ConflictScreen thing="category" flow={conflictFlow} pending={update.isPending} />
      <CategoryForm
        mode="update"
        initial={{
          name: category.name,
          description: category.description,
          color: category.color,
          map_marker: category.map_marker,
        }}
        currentImage={uploadUrl('categories', category.image)}
        pending={update.isPending}
        onSubmit={(form) => {
          form.set('id', String(category.id));
          form.set('version', String(category.version));
          return conflictFlow.save(form);
        }}
      />
    </>
  );
}
