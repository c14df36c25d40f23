import { describe, expect, it, vi } from 'vitest';
import {
  createUploadFetch,
  parseResponseHeaders,
  type UploadEvent,
  uploadPercent,
  withUploadProgress,
} from './upload-progress.ts';

/** Enough of XMLHttpRequest to drive the adapter by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string, headers = 'content-type: application/json\r\n') {
    this.upload.onload?.();
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const uploadFetch = (plain = vi.fn<typeof fetch>()) =>
  createUploadFetch(() => new FakeXhr() as unknown as XMLHttpRequest, plain);

describe('uploadPercent', () => {
  it('counts whole percent and stays within 0..100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(300, 200)).toBe(100);
  });

  it('is null when the size is unknown', () => {
    expect(uploadPercent(10, 0)).toBeNull();
    expect(uploadPercent(10, Number.NaN)).toBeNull();
  });
});

describe('parseResponseHeaders', () => {
  it('reads name: value lines, values may hold colons', () => {
    expect(parseResponseHeaders('Content-Type: application/json\r\nx-note: a: b\r\n\r\n')).toEqual([
      ['content-type', 'application/json'],
      ['x-note', 'a: b'],
    ]);
  });
});

describe('createUploadFetch', () => {
  it('leaves a form nobody listens to, and JSON bodies, to plain fetch', async () => {
    const plain = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}'));
    const send = uploadFetch(plain);
    await send('/trpc/a', { method: 'POST', body: new FormData() });
    await send('/trpc/b', { method: 'POST', body: '{}' });
    expect(plain).toHaveBeenCalledTimes(2);
  });

  it('sends a listened-to form with XMLHttpRequest, reports progress, then processing', async () => {
    const events: UploadEvent[] = [];
    const form = withUploadProgress(new FormData(), (event) => events.push(event));
    const answer = uploadFetch()('/trpc/transfer.preview', {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer t' },
    });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['POST', '/trpc/transfer.preview']);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer t' });
    expect(xhr.sent).toBe(form);
    xhr.progress(10, 0, false);
    xhr.progress(50, 100);
    xhr.answer(422, '{"error":{"json":{"message":"bad"}}}');
    const response = await answer;
    expect(events).toEqual([{ phase: 'uploading', loaded: 50, total: 100 }, { phase: 'processing' }]);
    expect(response.status).toBe(422);
    expect(response.ok).toBe(false);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ error: { json: { message: 'bad' } } });
  });

  it('rejects like fetch when there is no answer, and aborts with the signal', async () => {
    const form = withUploadProgress(new FormData(), () => {});
    const failed = uploadFetch()('/trpc/x', { method: 'POST', body: form });
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = uploadFetch()('/trpc/x', { method: 'POST', body: form, signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});
