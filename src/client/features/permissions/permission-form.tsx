import { useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { permissionInput } from '../../../shared/schemas/permissions.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';

interface PermissionFormProps {
  mode: 'create' | 'update';
  initialName?: string;
  pending: boolean;
  /** Resolves when saved; rejects with the server's error, which the form shows. */
  onSubmit: (values: { name: string }) => Promise<unknown>;
}

export function PermissionForm({ mode, initialName = '', pending, onSubmit }: PermissionFormProps) {
  const [name, setName] = useState(initialName);
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const goBack = useGoBack('/admin/permissions');
  // The spec reads this error as 'name' or 'Name' (section 5).
  const nameError = errorFor(errors, 'Name', 'name');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = permissionInput.safeParse({ name });
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
      <Field
        id="permission-name"
        label={m.perm_field_name()}
        error={nameError}
        errorStyle="box"
        hint={m.perm_form_name_hint()}
      >
        <input
          {...fieldProps('permission-name', nameError, true)}
          className="input"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          placeholder={m.perm_form_name_placeholder()}
          required
        />
      </Field>
      <FormActions mode={mode} pending={pending} onCancel={goBack} />
    </form>
  );
}
