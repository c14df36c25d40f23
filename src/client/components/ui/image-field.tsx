import { type ReactNode, useEffect, useState } from 'react';
import { Field, fieldProps } from './field.tsx';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface ImageFieldProps {
  id: string;
  label: ReactNode;
  /** The stored image, shown until another one is chosen. */
  currentSrc?: string;
  onChange: (file: File | null) => void;
  file: File | null;
  error?: string;
}

/** A file input for an image, with a preview of the chosen (or current) picture. */
export function ImageField({ id, label, currentSrc, file, onChange, error }: ImageFieldProps) {
  const [preview, setPreview] = useState<string | undefined>();
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentSrc;

  return (
    <Field id={id} label={label} error={error} hint={m.image_types_hint()}>
      <div className="image-field">
        {shown && (
          <img
            className="image-preview"
            src={shown}
            alt={file ? m.image_preview_chosen() : m.image_current()}
          />
        )}
        <input
          {...fieldProps(id, error, true)}
          className="input"
          type="file"
          name="image"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </div>
    </Field>
  );
}
