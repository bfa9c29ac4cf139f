import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from './api';
import { parseJson, uploadFile } from './upload';

/** A stand-in for XMLHttpRequest: records what was sent, then answers as the test says. */
class FakeXhr {
  static last: FakeXhr;
  static answer: (xhr: FakeXhr) => void = () => {};
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    queueMicrotask(() => FakeXhr.answer(this));
  }
  abort() {
    this.onabort?.();
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file as multipart field "file", reports progress, and resolves with the chosen part of the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      xhr.reply(201, { file: { id: 'f1' } });
    };
    const progress: number[] = [];
    const file = new File(['hello'], 'scan.pdf', { type: 'application/pdf' });
    const result = await uploadFile('/api/companion/files', file, {
      onProgress: (p) => progress.push(p),
      select: (b) => (b as { file?: { id: string } } | null)?.file,
    });
    expect(result).toEqual({ id: 'f1' });
    expect(progress).toEqual([25, 100]);
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/companion/files');
    expect(FakeXhr.last.headers.accept).toBe('application/json');
    expect((FakeXhr.last.body!.get('file') as File).name).toBe('scan.pdf');
  });

  it("turns the server's error into an ApiError with its code, message and field issues", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) =>
      xhr.reply(413, {
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'That file is too large.',
          issues: [{ path: 'file', message: 'Too large' }],
        },
      });
    const error = await uploadFile('/api/profiles/me/avatar', new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'That file is too large.',
      issues: [{ path: 'file', message: 'Too large' }],
    });
  });

  it('treats a 2xx answer without the expected part, or a body that is not JSON, as a failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => xhr.reply(200, '<html>proxy page</html>');
    const error = await uploadFile('/x', new Blob(['x']), {
      select: (b) => (b as { file?: unknown } | null)?.file,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
  });

  it('reports a network failure with code NETWORK', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) => xhr.onerror?.();
    await expect(uploadFile('/x', new Blob(['x']))).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('rejects with AbortError when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = () => {};
    const controller = new AbortController();
    const pending = uploadFile('/x', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseJson', () => {
  it('reads JSON and gives null for an empty or non-JSON body', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('')).toBeNull();
    expect(parseJson('<html>')).toBeNull();
  });
});
