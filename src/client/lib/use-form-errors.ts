import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import type { LanguageMode } from '../../shared/i18n/language.ts';
import { isIssueMessage } from '../../shared/i18n/message.ts';
import { errorMessageOf } from './api-error.ts';
import { currentMode } from './current-mode.ts';

/**
 * A form's own check gives the shared schemas' messages by key (decision 0045), said here in the current
 * mode as the server would say them. Saying a key needs the catalogue of API messages, so that is its own
 * chunk, loaded the first time a check fails.
 */
async function inMode(errors: FieldErrors, mode: LanguageMode): Promise<FieldErrors> {
  const { sayText } = await import('../../shared/i18n/say-message.ts');
  return Object.fromEntries(Object.entries(errors).map(([key, text]) => [key, sayText(text, mode)]));
}

/** Without the chunk (offline, or a newer deploy removed it) each field still says that it is not right. */
function unsaid(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [key, isIssueMessage(text) ? m.api_invalid_data() : text]),
  );
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

  // Each showing or clearing counts; saying that finishes after a newer one shows nothing.
  const latest = useRef(0);
  const showErrors = useCallback((next: FieldErrors) => {
    const call = ++latest.current;
    const show = (shown: FieldErrors) => {
      if (call !== latest.current) return;
      setErrors(shown);
      setFormError(null);
      setAttempt((count) => count + 1);
    };
    inMode(next, currentMode()).then(show, () => show(unsaid(next)));
  }, []);

  const showServerError = useCallback((error: unknown) => {
    latest.current++;
    const fields = fieldErrorsOf(error);
    setErrors(fields);
    const message = errorMessageOf(error);
    setFormError(Object.keys(fields).length > 0 ? null : message || m.save_failed_retry());
    setAttempt((count) => count + 1);
  }, []);

  const clearErrors = useCallback(() => {
    latest.current++;
    setErrors({});
    setFormError(null);
  }, []);

  return { errors, formError, formRef, showErrors, showServerError, clearErrors };
}
