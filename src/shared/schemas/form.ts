import { z } from 'zod';
import './zod-issue-messages.ts';
import { issueMessage } from '../i18n/message.ts';

/**
 * A multipart form arrives as FormData (tRPC) or as a plain object (REST); both read as one object, a name
 * given more than once (a place's `new_photos`) as a list.
 */
export function formDataToObject(form: FormData): Record<string, File | string | (File | string)[]> {
  const object: Record<string, File | string | (File | string)[]> = {};
  for (const [key, value] of form.entries()) {
    const before = object[key];
    object[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return object;
}

export function formInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value instanceof FormData ? formDataToObject(value) : value), schema);
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** An image file; an empty file input (no name, no bytes) counts as no image chosen. */
export const imageInput = z.preprocess(
  (value) => (isFile(value) && value.size === 0 && value.name === '' ? undefined : value),
  z.custom<File>(isFile, issueMessage('api_upload_image_file')).optional(),
);

/** Form fields come as text: '' means not given. */
export const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
export const blankAsNull = (value: unknown) => (value === '' || value === 'null' ? null : value);

/** A text field's two messages: not text, and longer than `max` (said as written: `5000`). */
export interface TextMessages {
  text: 'api_description_text' | 'api_address_text' | 'api_place_info_hours_text';
  long: 'api_description_long' | 'api_address_long' | 'api_place_info_hours_long';
}

export const optionalText = (max: number, messages: TextMessages) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: issueMessage(messages.text) })
      .trim()
      .max(max, issueMessage(messages.long, { max: String(max) }))
      .default(''),
  );
