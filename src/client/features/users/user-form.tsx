import { useState } from 'react';
import { Link } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { userCreateInput, userUpdateInput } from '../../../shared/schemas/users.ts';
import { Field, Fieldset, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { errorFor, errorWithFallback, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

export interface UserValues {
  name: string;
  username: string;
  email: string;
  /** Blank on edit keeps the current password. */
  password: string;
  role_ids: number[];
  /** Asked only when you change your own email. */
  current_password: string;
}

interface UserFormProps {
  mode: 'create' | 'update';
  initial?: Omit<UserValues, 'password' | 'current_password'>;
  /** Editing your own account: your password and roles are not changed here, your email needs your password. */
  self?: boolean;
  pending: boolean;
  onSubmit: (values: UserValues) => Promise<unknown>;
}

export function UserForm({ mode, initial, self = false, pending, onSubmit }: UserFormProps) {
  const [values, setValues] = useState<UserValues>({
    name: initial?.name ?? '',
    username: initial?.username ?? '',
    email: initial?.email ?? '',
    password: '',
    role_ids: initial?.role_ids ?? [],
    current_password: '',
  });
  const emailChanged = self && values.email.trim().toLowerCase() !== (initial?.email ?? '').toLowerCase();
  const selected = new Set(values.role_ids);
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const goBack = useGoBack('/admin/users');

  const set =
    (field: 'name' | 'username' | 'email' | 'password' | 'current_password') =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  const toggleRole = (id: number, checked: boolean) =>
    setValues((current) => ({
      ...current,
      role_ids: checked ? [...current.role_ids, id] : current.role_ids.filter((roleId) => roleId !== id),
    }));

  const nameError = errorFor(errors, 'Name');
  const usernameError = errorWithFallback(errors, m.user_username_taken(), 'Username', 'Uni_users_username');
  const emailError = errorWithFallback(errors, m.user_email_taken(), 'Email', 'Uni_users_email');
  const passwordError = errorFor(errors, 'Password');
  const currentPasswordError = errorFor(errors, 'CurrentPassword');
  const rolesError = errorFor(errors, 'Role_ids', 'role_ids');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const schema = mode === 'create' ? userCreateInput : userUpdateInput.omit({ id: true });
    const parsed = schema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      await onSubmit(emailChanged ? values : { ...values, current_password: '' });
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <form className="card form-card" ref={formRef} onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <Field id="user-name" label={m.user_field_name()} error={nameError}>
        <input
          {...fieldProps('user-name', nameError)}
          className="input"
          name="name"
          value={values.name}
          onChange={set('name')}
          autoComplete="off"
          required
        />
      </Field>
      <div className="form-row">
        <Field id="user-username" label={m.user_field_username()} error={usernameError}>
          <input
            {...fieldProps('user-username', usernameError)}
            className="input"
            name="username"
            value={values.username}
            onChange={set('username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        </Field>
        <Field id="user-email" label={m.user_field_email()} error={emailError}>
          <input
            {...fieldProps('user-email', emailError)}
            className="input"
            type="email"
            name="email"
            value={values.email}
            onChange={set('email')}
            autoComplete="off"
            required
          />
        </Field>
      </div>
      {emailChanged && (
        <Field
          id="user-current-password"
          label={m.account_current_password_label()}
          error={currentPasswordError}
          hint={m.user_form_current_password_hint()}
        >
          <input
            {...fieldProps('user-current-password', currentPasswordError, true)}
            className="input"
            type="password"
            name="current_password"
            value={values.current_password}
            onChange={set('current_password')}
            autoComplete="current-password"
            required
          />
        </Field>
      )}
      <Field
        id="user-password"
        label={m.user_field_password()}
        error={passwordError}
        hint={
          mode === 'create' ? (
            m.account_password_min_hint()
          ) : self ? (
            <>
              {m.user_form_own_password_before()}
              <Link to="/admin/account/password">{m.header_change_password()}</Link>
              {m.user_form_own_password_after()}
            </>
          ) : undefined
        }
      >
        <input
          {...fieldProps('user-password', passwordError, mode === 'create' || self)}
          className="input"
          type="password"
          name="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          placeholder={mode === 'update' ? m.user_form_password_placeholder() : undefined}
          required={mode === 'create'}
          disabled={self}
        />
      </Field>
      <Fieldset
        disabled={self}
        hint={self ? m.user_form_own_roles_hint() : undefined}
        id="user-roles"
        legend={
          <>
            {m.user_form_assign_roles()}{' '}
            <span className="field__label-note">{m.role_selected_count({ count: selected.size })}</span>
          </>
        }
        error={rolesError}
      >
        <RoleCheckboxes
          selected={selected}
          onToggle={toggleRole}
          describedBy={rolesError ? 'user-roles-error' : undefined}
        />
      </Fieldset>
      <FormActions mode={mode} pending={pending} onCancel={goBack} />
    </form>
  );
}
