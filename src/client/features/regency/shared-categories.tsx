import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import {
  type SharedCategory,
  sharedCategoryCreateInput,
  sharedCategoryUpdateInput,
} from '../../../shared/schemas/regency.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';

const EMPTY = { name: '', color: DEFAULT_CATEGORY_COLOR, description: '' };

/**
 * The regency's shared categories (decision 0060): in every village, read-only there, each with the places
 * filed under it across villages. The regency admin adds and changes them here, and deletes one no place
 * uses (the server refuses one in use, saying how many places).
 */
export function SharedCategories() {
  const { permissions } = useSession();
  const list = trpc.regency.sharedCategories.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.regency.deleteSharedCategory.useMutation();
  const [editing, setEditing] = useState<SharedCategory | null>(null);
  const [deleting, setDeleting] = useState<SharedCategory | null>(null);
  const mayEdit = mayCall(permissions, 'regency.updateSharedCategory');
  const mayDelete = mayCall(permissions, 'regency.deleteSharedCategory');
  const changed = () => void utils.regency.sharedCategories.invalidate();

  const columns: Column<SharedCategory>[] = [
    {
      header: m.col_name(),
      cell: (row) => (
        <span className="name-with-swatch">
          <span className="swatch" style={{ background: row.color }} aria-hidden="true" />
          <span className="data-table__name">{row.name}</span>
        </span>
      ),
    },
    {
      header: m.regency_shared_col_use(),
      cell: (row) => m.regency_shared_use({ places: row.places, villages: row.villages }),
    },
  ];
  if (mayEdit || mayDelete) {
    columns.push({
      header: m.col_actions(),
      className: 'cell-actions',
      cell: (row) => (
        <span className="regency__status">
          {mayEdit && (
            <button className="btn btn--secondary" type="button" onClick={() => setEditing(row)}>
              {m.regency_shared_edit()}
            </button>
          )}
          {mayDelete && (
            <button className="btn btn--secondary" type="button" onClick={() => setDeleting(row)}>
              {m.regency_shared_delete()}
            </button>
          )}
        </span>
      ),
    });
  }

  return (
    <section className="card regency-shared" aria-labelledby="regency-shared-title">
      <h2 className="regency-add__title" id="regency-shared-title">
        {m.regency_shared_title()}
      </h2>
      <p className="field__hint">{m.regency_shared_hint()}</p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState title={m.list_failed()} hint={m.list_failed_hint()}>
          <button className="btn btn--secondary" type="button" onClick={() => void list.refetch()}>
            {m.list_try_again()}
          </button>
        </ErrorState>
      ) : list.data.length === 0 ? (
        <EmptyState title={m.regency_shared_empty()} searching={false} />
      ) : (
        <div className="regency__scroll">
          <DataTable
            caption={m.regency_shared_title()}
            columns={columns}
            rows={list.data}
            rowKey={(row) => row.id}
          />
        </div>
      )}
      {mayCall(permissions, 'regency.addSharedCategory') && (
        <SharedCategoryForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onDone={() => {
            setEditing(null);
            changed();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={m.regency_shared_delete_title({ name: deleting?.name ?? '' })}
        description={m.regency_shared_delete_text()}
        confirmLabel={m.regency_shared_delete()}
        pendingLabel={m.regency_shared_deleting()}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                setDeleting(null);
                toast.success(m.regency_shared_deleted_toast({ name }));
                changed();
              },
              onError: (error) => {
                setDeleting(null);
                toast.error(error.message);
              },
            },
          );
        }}
      />
    </section>
  );
}

/** Adds a shared category, or changes the one being edited (from the version shown: 409 if it moved). */
function SharedCategoryForm({
  editing,
  onDone,
  onCancel,
}: {
  editing: SharedCategory | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(
    editing ? { name: editing.name, color: editing.color, description: editing.description } : EMPTY,
  );
  const add = trpc.regency.addSharedCategory.useMutation();
  const update = trpc.regency.updateSharedCategory.useMutation();
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const set =
    (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((was) => ({ ...was, [field]: value }));
    };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = editing
      ? sharedCategoryUpdateInput.safeParse({ ...values, id: editing.id, version: editing.version })
      : sharedCategoryCreateInput.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      if (editing && 'id' in parsed.data) await update.mutateAsync(parsed.data);
      else await add.mutateAsync(parsed.data);
      toast.success(
        editing
          ? m.regency_shared_saved_toast({ name: parsed.data.name })
          : m.regency_shared_added_toast({ name: parsed.data.name }),
      );
      setValues(EMPTY);
      onDone();
    } catch (error) {
      showServerError(error);
    }
  };

  const pending = add.isPending || update.isPending;
  return (
    <form className="regency-shared__form" ref={formRef} onSubmit={submit} noValidate>
      <h3 className="regency-shared__form-title">
        {editing ? m.regency_shared_edit_title({ name: editing.name }) : m.regency_shared_add_title()}
      </h3>
      <FormAlert message={formError} />
      <Field id="shared-name" label={m.cat_field_name()} error={errorFor(errors, 'name')}>
        <input
          {...fieldProps('shared-name', errorFor(errors, 'name'))}
          className="input"
          name="name"
          value={values.name}
          onChange={set('name')}
          autoComplete="off"
          required
        />
      </Field>
      <Field id="shared-color" label={m.cat_field_colour()} error={errorFor(errors, 'color')}>
        <input
          {...fieldProps('shared-color', errorFor(errors, 'color'))}
          className="input regency-shared__colour"
          type="color"
          name="color"
          value={values.color}
          onChange={set('color')}
        />
      </Field>
      <Field
        id="shared-description"
        label={m.cat_field_description()}
        error={errorFor(errors, 'description')}
      >
        <textarea
          {...fieldProps('shared-description', errorFor(errors, 'description'))}
          className="input"
          name="description"
          rows={2}
          value={values.description}
          onChange={set('description')}
        />
      </Field>
      <div className="form-actions">
        {editing && (
          <button className="btn btn--secondary" type="button" onClick={onCancel}>
            {m.regency_shared_cancel()}
          </button>
        )}
        <button className="btn btn--primary" type="submit" disabled={pending}>
          {editing ? m.regency_shared_save() : m.regency_shared_add()}
        </button>
      </div>
    </form>
  );
}
