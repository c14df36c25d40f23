import { getSession } from './session.ts';
import { sitePath } from './site-path.ts';

/** The file name the server chose, from `Content-Disposition`. */
function fileNameOf(header: string | null, fallback: string): string {
  const encoded = header && /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

/**
 * A file only a signed-in user may have: a plain link cannot send the bearer token, so the file is fetched
 * (beneath the village's path) and handed to the browser as a download. Rejects when it could not be had.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(sitePath(path), {
    headers: { Authorization: `Bearer ${getSession().token ?? ''}` },
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
