import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Category } from '../../../shared/schemas/categories.ts';
import type { HistoryVersion } from '../../../shared/schemas/history.ts';
import { uploadUrl } from '../../../shared/uploads.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { type ConflictFieldSpec, type FieldValues, formDataShape } from '../../lib/form-conflict.ts';
import { historyFieldsOf, markerWords } from '../../lib/history-fields.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategoryForm } from './category-form.tsx';
import { useInvalidateCategories } from './use-invalidate-categories.ts';

export function CategoryEditPage() {
  usePageTitle(m.cat_edit_title());
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
    toast.success(m.version_restored());
  };

  return (
    <div>
      <PageHeader title={m.cat_edit_title()} subtitle={m.cat_edit_subtitle()} />
      {category.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('category') })} />
      ) : category.isPending ? (
        <LoadingState label={m.cat_loading()} />
      ) : (
        <>
          <LoadedCategoryForm key={`${category.data.id}-${generation}`} category={category.data} />
          <HistoryPanel
            thing="category"
            recordId={id}
            entries={history}
            loadVersion={(entry) => utils.categories.version.fetch({ id, entry })}
            current={category.data}
            fields={historyFieldsOf('categories')}
            onRestore={mayCall(permissions, 'categories.restoreVersion') ? restoreVersion : null}
          />
        </>
      )}
    </div>
  );
}

/** The compared fields; a function, so the labels are read in the language chosen when they are shown. */
const conflictSpecs = (): ConflictFieldSpec[] => [
  { key: 'name', label: m.cat_field_name() },
  { key: 'description', label: m.cat_field_description() },
  {
    key: 'color',
    label: m.cat_field_colour(),
    same: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
  },
  {
    key: 'map_marker',
    label: m.cat_field_marker(),
    show: markerWords,
  },
];

const valuesOf = (category: Category): FieldValues => ({
  name: category.name,
  description: category.description,
  color: category.color,
  map_marker: category.map_marker,
});

/** Mounted once the record is there; keeps the record as it opened, whatever a refetch brings. */
function LoadedCategoryForm({ category: current }: { category: Category }) {
  const [category] = useState(current);
  const navigate = useNavigate();
  const update = trpc.categories.update.useMutation();
  const invalidate = useInvalidateCategories();
  const specs = conflictSpecs();
  const conflictFlow = useConflictSave({
    specs,
    opened: category,
    shape: formDataShape(specs, valuesOf),
    mutate: (form) => update.mutateAsync(form),
    onSaved: () => {
      void invalidate();
      toast.success(m.cat_updated_toast());
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
