import { useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { roleInput } from '../../../shared/schemas/roles.ts';
import { Field, Fieldset, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { PermissionGroups } from './permission-groups.tsx';

export interface RoleValues {
  name: string;
  permission_ids: number[];
}

interface RoleFormProps {
  mode: 'create' | 'update';
  initial?: RoleValues;
  pending: boolean;
  onSubmit: (values: RoleValues) => Promise<unknown>;
}

export function RoleForm({ mode, initial, pending, onSubmit }: RoleFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initial?.permission_ids));
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const goBack = useGoBack('/admin/roles');
  const nameError = errorFor(errors, 'Name', 'name');
  // Spec section 5: Permission_ids on create, permission_ids on edit.
  const permissionsError = errorFor(errors, 'Permission_ids', 'permission_ids');

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = roleInput.safeParse({ name, permission_ids: [...selected] });
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <form className="card form-card" ref={formRef} onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Field id="role-name" label={m.role_field_name()} error={nameError}>
        <input
          {...fieldProps('role-name', nameError)}
          className="input"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          required
        />
      </Field>
      <Fieldset
        id="role-permissions"
        legend={
          <>
            {m.role_field_permissions()}{' '}
            <span className="field__label-note">{m.role_selected_count({ count: selected.size })}</span>
          </>
        }
        error={permissionsError}
      >
        <PermissionGroups
          selected={selected}
          onToggle={toggle}
          describedBy={permissionsError ? 'role-permissions-error' : undefined}
        />
      </Fieldset>
      <FormActions mode={mode} pending={pending} onCancel={goBack} />
    </form>
  );
}
