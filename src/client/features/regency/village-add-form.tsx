import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { villageCreateInput } from '../../../shared/schemas/regency.ts';
import { slugify } from '../../../shared/slug.ts';
import { villageHome } from '../../../shared/village-path.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';

const EMPTY = { name: '', slug: '', region_code: '', kecamatan: '', username: '', password: '' };

/**
 * The regency admin's form: a village with its address name and first admin. The address name follows the
 * village's name until it is edited by hand.
 */
export function VillageAddForm({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [slugEdited, setSlugEdited] = useState(false);
  const add = trpc.regency.addVillage.useMutation();
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((was) => ({
      ...was,
      [field]: value,
      ...(field === 'name' && !slugEdited ? { slug: slugify(value) } : {}),
    }));
    if (field === 'slug') setSlugEdited(true);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = villageCreateInput.safeParse({
      name: values.name,
      slug: values.slug,
      region_code: values.region_code || null,
      kecamatan: values.kecamatan || undefined,
      admin: { username: values.username, password: values.password },
    });
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      const added = await add.mutateAsync(parsed.data);
      toast.success(
        m.regency_added_toast({
          name: parsed.data.name,
          address: `${location.origin}${villageHome(added.slug)}login`,
        }),
      );
      setValues(EMPTY);
      setSlugEdited(false);
      onAdded();
    } catch (error) {
      showServerError(error);
    }
  };

  const input = (
    field: keyof typeof EMPTY,
    label: string,
    error: string | undefined,
    extra: React.InputHTMLAttributes<HTMLInputElement> = {},
    hint?: string,
  ) => (
    <Field id={`village-${field}`} label={label} error={error} hint={hint}>
      <input
        {...fieldProps(`village-${field}`, error, Boolean(hint))}
        className="input"
        name={field}
        value={values[field]}
        onChange={set(field)}
        autoComplete="off"
        {...extra}
      />
    </Field>
  );

  return (
    <form className="card form-card regency-add" ref={formRef} onSubmit={submit} noValidate>
      <h2 className="regency-add__title">{m.regency_add_title()}</h2>
      <p className="field__hint">{m.regency_add_hint()}</p>
      <FormAlert message={formError} />
      {input('name', m.regency_field_name(), errorFor(errors, 'name'), { required: true })}
      {input(
        'slug',
        m.regency_field_slug(),
        errorFor(errors, 'slug'),
        { required: true, spellCheck: false },
        m.regency_field_slug_hint({ slug: values.slug || 'nama-desa' }),
      )}
      {input('region_code', m.regency_field_region_code(), errorFor(errors, 'region_code'), {
        inputMode: 'decimal',
        placeholder: '35.07.12.2001',
      })}
      {input('kecamatan', m.regency_field_kecamatan(), errorFor(errors, 'kecamatan'))}
      {input('username', m.regency_field_admin_username(), errorFor(errors, 'admin.username', 'username'), {
        required: true,
        spellCheck: false,
      })}
      {input('password', m.regency_field_admin_password(), errorFor(errors, 'admin.password', 'password'), {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      <div className="form-actions">
        <button className="btn btn--primary" type="submit" disabled={add.isPending}>
          {m.regency_add_submit()}
        </button>
      </div>
    </form>
  );
}
