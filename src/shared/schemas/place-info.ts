import { z } from 'zod';
import { PHONE_MAX, phoneE164 } from '../place-info/phone.ts';
import { safeWebUrl, WEBSITE_MAX } from '../place-info/website.ts';
import { optionalText } from './form.ts';

/** A place has at most this many photos; the first is the spec's `image` (decision 0031). */
export const MAX_PHOTOS = 5;
export const OPENING_HOURS_MAX = 200;

const optionalTyped = (label: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .default(''),
  );

/** What a place's popup tells a resident besides the spec's fields (issue 31); each empty when not given. */
export const placeInfoFields = {
  opening_hours: optionalText('opening hours', OPENING_HOURS_MAX),
  phone: optionalTyped('phone number').refine(
    (value) => value === '' || (value.length <= PHONE_MAX && phoneE164(value) !== null),
    'The phone number must be an international number like +6281234567890 or an Indonesian one like 081234567890.',
  ),
  website: optionalTyped('website').refine(
    (value) => value === '' || (value.length <= WEBSITE_MAX && safeWebUrl(value) !== null),
    'The website must be an http:// or https:// address.',
  ),
};

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/**
 * Photos to add after the ones kept (files; one or several under the same name), and, when sent, the stored
 * photos to keep in their new order (a JSON array of their names, or an array): a photo left out is
 * removed, the first is the `image`. An empty file input counts as none chosen.
 */
export const photoInputs = {
  new_photos: z.preprocess(
    (value) =>
      (asList(value) as unknown[] | undefined)?.filter(
        (file) => !(isFile(file) && file.size === 0 && file.name === ''),
      ),
    z
      .array(z.custom<File>(isFile, 'Upload the photos as files (multipart/form-data).'))
      .max(MAX_PHOTOS, `A place may have at most ${MAX_PHOTOS} photos.`)
      .optional(),
  ),
  photos: z.preprocess(
    (value) => {
      if (value === '' || value === undefined) return undefined;
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .array(z.string({ error: 'The photos must be a list of the stored photos to keep.' }), {
        error: 'The photos must be a list of the stored photos to keep.',
      })
      .max(MAX_PHOTOS, `A place may have at most ${MAX_PHOTOS} photos.`)
      .optional(),
  ),
};
