import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { changePasswordInput } from '../../../shared/schemas/auth.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Values = typeof EMPTY;

/** Every signed-in user's own password: the current one proves it is them; other sessions end. */
export function ChangePasswordPage() {
  usePageTitle(m.account_change_password_title());
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/dashboard');
  const change = trpc.auth.changePassword.useMutation();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();

  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The confirmation is the form's own check; the server checks it too when it is sent.
    const parsed = changePasswordInput.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      await change.mutateAsync(values);
      toast.success(m.account_password_changed_toast());
      navigate('/admin/dashboard');
    } catch (error) {
      showServerError(error);
    }
  };

  const fields: {
    field: keyof Values;
    id: string;
    label: string;
    autoComplete: string;
    key: string;
    hint?: string;
  }[] = [
    {
      field: 'current_password',
      id: 'current-password',
      label: m.account_current_password_label(),
      autoComplete: 'current-password',
      key: 'CurrentPassword',
    },
    {
      field: 'password',
      id: 'new-password',
      label: m.account_new_password_label(),
      autoComplete: 'new-password',
      key: 'Password',
      hint: m.account_password_min_hint(),
    },
    {
      field: 'password_confirmation',
      id: 'confirm-password',
      label: m.account_confirm_password_label(),
      autoComplete: 'new-password',
      key: 'PasswordConfirmation',
    },
  ];

  return (
    <div>
      <PageHeader title={m.account_change_password_title()} subtitle={m.account_change_password_subtitle()} />
      <form className="card form-card" ref={formRef} onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        {fields.map(({ field, id, label, autoComplete, key, hint }) => {
          const error = errorFor(errors, key);
          return (
            <Field key={field} id={id} label={label} error={error} hint={hint}>
              <input
                {...fieldProps(id, error, hint !== undefined)}
                className="input"
                type="password"
                name={field}
                value={values[field]}
                onChange={set(field)}
                autoComplete={autoComplete}
                required
              />
            </Field>
          );
        })}
        <FormActions mode="update" pending={change.isPending} onCancel={goBack} />
      </form>
    </div>
  );
}
