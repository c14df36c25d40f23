import { getLocale } from '../../../shared/i18n/generated/runtime.js';
import type { ReportChallenge, ReportKind, ReportTracking } from '../../../shared/schemas/reports.ts';
import { sitePath } from '../../lib/site-path.ts';

/**
 * The resident's side of reports (issue 36) over the REST routes, not tRPC: the offline queue sends the
 * same multipart form the page does, from a plain fetch, after a reload too.
 */

/** A refusal the server explained (a 4xx with its message): sending the same again would not help. */
export class ReportRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const headers = () => ({ 'Accept-Language': getLocale() });

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok) {
    const message = body?.message ?? response.statusText;
    // 429 and 5xx pass: the queue tries again later.
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new ReportRefused(message, response.status);
    throw new Error(message);
  }
  return body?.data as T;
}

export async function fetchKinds(): Promise<ReportKind[]> {
  return answer(await fetch(sitePath('/api/public/reports/kinds'), { headers: headers() }));
}

export async function fetchChallenge(): Promise<ReportChallenge> {
  return answer(
    await fetch(sitePath('/api/public/reports/challenge'), { headers: headers(), cache: 'no-store' }),
  );
}

export async function fetchTracking(code: string): Promise<ReportTracking> {
  return answer(
    await fetch(sitePath(`/api/public/reports/${encodeURIComponent(code)}`), { headers: headers() }),
  );
}

/** What a report is before it is sent: kept as it is in the offline queue. */
export interface ReportDraft {
  kind: number;
  kindName: string;
  description: string;
  latitude: number;
  longitude: number;
  privacy: 'publik' | 'anonim' | 'rahasia';
  name: string;
  phone: string;
  photos: Blob[];
  /** Chosen once, when the report is made: a resend after a lost answer stores nothing new. */
  idempotencyKey: string;
}

export async function sendReport(draft: ReportDraft, altcha: string): Promise<string> {
  const form = new FormData();
  form.set('kind', String(draft.kind));
  form.set('description', draft.description);
  form.set('latitude', String(draft.latitude));
  form.set('longitude', String(draft.longitude));
  form.set('privacy', draft.privacy);
  form.set('name', draft.name);
  form.set('phone', draft.phone);
  form.set('altcha', altcha);
  form.set('idempotency_key', draft.idempotencyKey);
  draft.photos.forEach((photo, index) => {
    form.append('photos', photo, `photo-${index + 1}.${photo.type.split('/')[1] ?? 'jpg'}`);
  });
  const result = await answer<{ tracking_code: string }>(
    await fetch(sitePath('/api/public/reports'), { method: 'POST', body: form, headers: headers() }),
  );
  return result.tracking_code;
}
