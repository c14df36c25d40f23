import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { PHONE_MAX, phoneE164 } from '../place-info/phone.ts';
import { safeWebUrl, WEBSITE_MAX } from '../place-info/website.ts';
import { optionalText } from './form.ts';

/** A place has at most this many photos; the first is the spec's `image` (decision 0031). */
export const MAX_PHOTOS = 5;
export const OPENING_HOURS_MAX = 200;

const optionalTyped = (notText: 'api_place_info_phone_text' | 'api_place_info_website_text') =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: issueMessage(notText) })
      .trim()
      .default(''),
  );

/** What a place's popup tells a resident besides the spec's fields (issue 31); each empty when not given. */
export const placeInfoFields = {
  opening_hours: optionalText(OPENING_HOURS_MAX, {
    text: 'api_place_info_hours_text',
    long: 'api_place_info_hours_long',
  }),
  phone: optionalTyped('api_place_info_phone_text').refine(
    (value) => value === '' || (value.length <= PHONE_MAX && phoneE164(value) !== null),
    issueMessage('api_place_info_phone_invalid'),
  ),
  website: optionalTyped('api_place_info_website_text').refine(
    (value) => value === '' || (value.length <= WEBSITE_MAX && safeWebUrl(value) !== null),
    issueMessage('api_place_info_website_invalid'),
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
      .array(z.custom<File>(isFile, issueMessage('api_place_info_photos_files')))
      .max(MAX_PHOTOS, issueMessage('api_place_info_photos_many', { max: String(MAX_PHOTOS) }))
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
      .array(z.string({ error: issueMessage('api_place_info_photos_list') }), {
        error: issueMessage('api_place_info_photos_list'),
      })
      .max(MAX_PHOTOS, issueMessage('api_place_info_photos_many', { max: String(MAX_PHOTOS) }))
      .optional(),
  ),
};
