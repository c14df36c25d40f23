import type { ReactNode } from 'react';
import './admin-ui.css';

/** The attributes that tie an input to its hint and error, so screen readers read them with the input. */
export function fieldProps(id: string, error?: string, hint?: boolean) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** 'box' shows the error in a red alert box (the permission form, spec section 5). */
  errorStyle?: 'text' | 'box';
  children: ReactNode;
}

export function Field({ id, label, error, hint, errorStyle = 'text', children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error &&
        (errorStyle === 'box' ? (
          <div className="alert alert--error" id={`${id}-error`} role="alert">
            {error}
          </div>
        ) : (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ))}
    </div>
  );
}

interface FieldsetProps {
  id: string;
  legend: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown but not changeable (every control inside is disabled). */
  disabled?: boolean;
  children: ReactNode;
}

/** A group of checkboxes under one visible name. */
export function Fieldset({ id, legend, error, hint, disabled, children }: FieldsetProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="field fieldset" aria-describedby={described || undefined} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
