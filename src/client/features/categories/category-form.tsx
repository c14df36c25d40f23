import { useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import {
  categoryCreateInput,
  DEFAULT_CATEGORY_COLOR,
  type MapMarker,
} from '../../../shared/schemas/categories.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';

export interface CategoryValues {
  name: string;
  description: string;
  color: string;
  /** How its places are marked on the map. */
  map_marker: MapMarker;
}

interface CategoryFormProps {
  mode: 'create' | 'update';
  initial?: CategoryValues;
  currentImage?: string;
  pending: boolean;
  /** Gets the multipart form (spec section 7): the fields as text, the image only when one was chosen. */
  onSubmit: (form: FormData) => Promise<unknown>;
}

export function CategoryForm({ mode, initial, currentImage, pending, onSubmit }: CategoryFormProps) {
  const [values, setValues] = useState<CategoryValues>(
    initial ?? { name: '', description: '', color: DEFAULT_CATEGORY_COLOR, map_marker: 'circle' },
  );
  const [image, setImage] = useState<File | null>(null);
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const goBack = useGoBack('/admin/categories');

  const set =
    (field: keyof CategoryValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    form.set('name', values.name);
    form.set('description', values.description);
    form.set('color', values.color);
    form.set('map_marker', values.map_marker);
    if (image) form.set('image', image);
    const parsed = categoryCreateInput.safeParse(form);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      await onSubmit(form);
    } catch (error) {
      showServerError(error);
    }
  };

  const nameError = errorFor(errors, 'Name');
  const descriptionError = errorFor(errors, 'Description');
  const colorError = errorFor(errors, 'Color');
  const markerError = errorFor(errors, 'MapMarker');
  const hasImage = !!image || !!currentImage;

  return (
    <form className="card form-card" ref={formRef} onSubmit={submit} noValidate>
      <FormAlert message={formError} />
      <ImageField
        id="category-image"
        label={m.cat_field_image()}
        currentSrc={currentImage}
        file={image}
        onChange={setImage}
        error={errorFor(errors, 'Image')}
      />
      <Field id="category-name" label={m.cat_field_name()} error={nameError}>
        <input
          {...fieldProps('category-name', nameError)}
          className="input"
          name="name"
          value={values.name}
          onChange={set('name')}
          autoComplete="off"
          required
        />
      </Field>
      <Field id="category-description" label={m.cat_field_description()} error={descriptionError}>
        <textarea
          {...fieldProps('category-description', descriptionError)}
          className="input"
          name="description"
          rows={4}
          value={values.description}
          onChange={set('description')}
        />
      </Field>
      <Field id="category-color" label={m.cat_form_color_label()} error={colorError}>
        <div className="color-field">
          <input
            {...fieldProps('category-color', colorError)}
            type="color"
            name="color"
            value={values.color}
            onChange={set('color')}
          />
          <span className="color-field__value">{values.color}</span>
        </div>
      </Field>
      <Field
        id="category-marker"
        label={m.cat_form_marker_label()}
        error={markerError}
        hint={
          values.map_marker === 'icon' && !hasImage
            ? m.cat_form_marker_hint_no_image()
            : m.cat_form_marker_hint_icon()
        }
      >
        <select
          {...fieldProps('category-marker', markerError, true)}
          className="input"
          name="map_marker"
          value={values.map_marker}
          onChange={set('map_marker')}
        >
          <option value="circle">{m.cat_marker_circle()}</option>
          <option value="icon">{m.cat_marker_icon()}</option>
        </select>
      </Field>
      <FormActions mode={mode} pending={pending} onCancel={goBack} />
    </form>
  );
}
