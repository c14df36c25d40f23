import { useParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Category } from '../../../shared/schemas/categories.ts';
import { RecordEditScreen, useRecordSave } from '../../components/record-edit-screen.tsx';
import { type ConflictFieldSpec, type FieldValues, formDataShape } from '../../lib/form-conflict.ts';
import { markerWords } from '../../lib/history-fields.ts';
import { imageUrl } from '../../lib/site-path.ts';
import { trpc } from '../../lib/trpc.ts';
import { CategoryForm } from './category-form.tsx';
import { categoryScreens } from './category-screens.ts';

export function CategoryEditPage() {
  const id = Number(useParams().id);
  const category = trpc.categories.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordEditScreen screens={categoryScreens} id={id} record={category}>
      {(opened) =>
        opened.shared ? (
          // A link to the regency's category: said why it does not open as a form.
          <p className="alert alert--info" role="status">
            {m.cat_shared_note()}
          </p>
        ) : (
          <LoadedCategoryForm category={opened} />
        )
      }
    </RecordEditScreen>
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

function LoadedCategoryForm({ category }: { category: Category }) {
  const specs = conflictSpecs();
  const edit = useRecordSave(categoryScreens, {
    opened: category,
    specs,
    shape: formDataShape(specs, valuesOf),
    update: trpc.categories.update.useMutation(),
  });

  return (
    <>
      {edit.conflictScreen}
      <CategoryForm
        mode="update"
        initial={{
          name: category.name,
          description: category.description,
          color: category.color,
          map_marker: category.map_marker,
        }}
        currentImage={imageUrl('categories', category.image)}
        pending={edit.pending}
        onSubmit={(form) => {
          form.set('id', String(category.id));
          form.set('version', String(category.version));
          return edit.save(form);
        }}
      />
    </>
  );
}
