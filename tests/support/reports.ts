import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { multipart, type UploadFile } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** A challenge asked of the server and solved as a browser would (altcha-lib's solver): the form's payload. */
export async function solvedChallenge(t: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/api/public/reports/challenge', headers });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface ReportFields {
  kind?: string;
  description?: string;
  latitude?: string;
  longitude?: string;
  privacy?: string;
  name?: string;
  phone?: string;
  altcha?: string;
  idempotency_key?: string;
}

/** Sends a report as the form does (multipart), from `address` (a proxy's X-Forwarded-For is not trusted here). */
export function sendReport(
  t: TestApp,
  fields: ReportFields,
  photos: readonly UploadFile[] = [],
  options: { address?: string } = {},
) {
  const body = multipart(
    Object.fromEntries(
      Object.entries({
        kind: '1',
        description: 'Jembatan putus di dekat sawah',
        latitude: '-7.5',
        longitude: '110.5',
        privacy: 'publik',
        ...fields,
      }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>,
    photos.map((photo) => ({ ...photo, field: 'photos' })),
  );
  return t.request({
    method: 'POST',
    url: '/api/public/reports',
    payload: body.payload,
    headers: body.headers,
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}
