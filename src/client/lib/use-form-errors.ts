import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { getLocale } from '../../shared/i18n/generated/runtime.js';
import { type LanguageMode, modeOfLocale } from '../../shared/i18n/language.ts';
import { appErrorMessageOf } from './api-error.ts';

/**
 * A form's own check says the shared schemas' messages, written in the spec's texts as the server writes
 * them; in another mode they are said as the server would say them. The lookup holds every API message, so
 * it is its own chunk, loaded the first time a check fails outside the default mode.
 */
async function inMode(errors: FieldErrors, mode: LanguageMode): Promise<FieldErrors> {
  const { localizeMessage } = await import('../../shared/i18n/localize.ts');
  return Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, localizeMessage(text, mode)]));
}

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
    const show = (shown: FieldErrors) => {
      setErrors(shown);
      setFormError(null);
      setAttempt((count) => count + 1);
    };
    const mode = modeOfLocale(getLocale());
    if (mode === 'standar') show(next);
    else void inMode(next, mode).then(show);
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
