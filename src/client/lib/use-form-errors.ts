import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { appErrorMessageOf } from './api-error.ts';

/**
 * A form's errors: its own check's or the server's field errors (spec section 5), or a message when a save
 * failed without any. After each failed submit the first invalid input gets the focus.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Runs after each failed submit, once the errors rendered.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFormError(null);
    setAttempt((count) => count + 1);
  }, []);

  const showServerError = useCallback((error: unknown) => {
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    const message = appErrorMessageOf(error) ?? (error instanceof Error ? error.message : '');
    setFormError(Object.keys(fields).length > 0 ? null : message || m.save_failed_retry());
    setAttempt((count) => count + 1);
  }, []);

  const clearErrors = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return { errors, formError, formRef, showErrors, showServerError, clearErrors };
}
