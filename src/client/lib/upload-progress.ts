/**
 * Upload progress for the tRPC uploads. fetch cannot report how much of a request body has been sent, so a
 * FormData that someone listens to is sent with XMLHttpRequest instead, behind the same fetch signature the
 * upload link uses: the answer, its errors and the 401/403 handling stay tRPC's. The listener is looked up
 * by the FormData itself, since a custom fetch sees the body but not the tRPC call it belongs to.
 */

export type UploadEvent =
  | { phase: 'uploading'; loaded: number; total: number }
  /** The whole body is sent; the server is working on it. */
  | { phase: 'processing' };

export type UploadListener = (event: UploadEvent) => void;

const listeners = new WeakMap<FormData, UploadListener>();

/** Reports the sending of `form` to `listener`; returns the form, to pass straight to the mutation. */
export function withUploadProgress(form: FormData, listener: UploadListener): FormData {
  listeners.set(form, listener);
  return form;
}

/** Whole percent sent, or null when the size is not known (no Content-Length computable). */
export function uploadPercent(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** The raw `getAllResponseHeaders()` text as header pairs (CRLF-separated `name: value` lines). */
export function parseResponseHeaders(raw: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    pairs.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return pairs;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'send'
  | 'abort'
  | 'setRequestHeader'
  | 'getAllResponseHeaders'
  | 'status'
  | 'statusText'
  | 'responseText'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'ontimeout'
> & { upload: Pick<XMLHttpRequestUpload, 'onprogress' | 'onload'> };

function headerEntries(headers: HeadersInit | undefined): [string, string][] {
  if (!headers) return [];
  if (headers instanceof Headers) return [...headers.entries()];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [name!, value!]);
  return Object.entries(headers);
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The upload was aborted.', 'AbortError')
    : Object.assign(new Error('The upload was aborted.'), { name: 'AbortError' });
}

/** A fetch that sends a listened-to FormData with XMLHttpRequest and reports its progress; else plain fetch. */
export function createUploadFetch(
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
  plainFetch: typeof fetch = (...args) => fetch(...args),
) {
  return (input: RequestInfo | URL | string, init?: RequestInit): Promise<Response> => {
    const body = init?.body;
    const listener = body instanceof FormData ? listeners.get(body) : undefined;
    if (!listener) return plainFetch(input, init);
    const signal = init?.signal ?? undefined;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError());
      const xhr = createXhr();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      xhr.open(init?.method ?? 'POST', url);
      for (const [name, value] of headerEntries(init?.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable)
          listener({ phase: 'uploading', loaded: event.loaded, total: event.total });
      };
      xhr.upload.onload = () => listener({ phase: 'processing' });
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settle();
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY_STATUS.has(status) ? null : xhr.responseText, {
            status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // fetch rejects with a TypeError when there is no answer at all; tRPC reads that as a network error.
      xhr.onerror = () => {
        settle();
        reject(new TypeError('The upload failed: no answer from the server.'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      xhr.send(body as FormData);
    });
  };
}
