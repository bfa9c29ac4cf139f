import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch } from './api';
import { useApiErrorHandler } from './api-errors';
import { initI18n } from './i18n';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('a failed call as the person sees it', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it("titles the toast with the page's sentence and puts the server's reason beneath it", () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'toast-1');
    const { result } = renderHook(() => useApiErrorHandler(), { wrapper });
    result.current(new ApiError(403, 'FORBIDDEN', 'Admin access required'), { title: 'Delete Failed' });
    expect(error).toHaveBeenCalledWith('Delete Failed', 'Admin access required');
  });

  it("tells a signed-out person the page's own words before sending them to sign in", () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => undefined);
    const { result } = renderHook(() => useApiErrorHandler(), { wrapper });
    result.current(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'), {
      title: 'Comment failed',
      signInText: 'Please sign in to comment.',
    });
    expect(info).toHaveBeenCalledWith('Please sign in to comment.');
    result.current(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
    expect(info).toHaveBeenLastCalledWith(expect.stringMatching(/sign in/i));
  });

  describe('an error toast goes once the problem is fixed', () => {
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    afterEach(() => {
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    });

    it('when the same call later succeeds, and not when another call does', async () => {
      vi.spyOn(toast, 'error').mockImplementation(() => 'toast-save');
      const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => undefined);
      const server = vi.fn<(url: string) => Promise<Response>>();
      vi.stubGlobal('fetch', server);
      const { result } = renderHook(() => useApiErrorHandler(), { wrapper });

      server.mockResolvedValueOnce(answer(409, { error: { code: 'CONFLICT', message: 'Try again in a moment.' } }));
      const failed = await apiFetch('/api/forum/posts?draft=1', { method: 'POST', json: {} }).catch((e: unknown) => e);
      result.current(failed, { title: 'Could not post' });
      expect(toast.error).toHaveBeenCalledWith('Could not post', 'Try again in a moment.');

      server.mockResolvedValueOnce(answer(200, { items: [] }));
      await apiFetch('/api/forum/posts');
      expect(dismiss).not.toHaveBeenCalled();

      server.mockResolvedValueOnce(answer(201, { id: 'p1' }));
      await apiFetch('/api/forum/posts', { method: 'POST', json: {} });
      expect(dismiss).toHaveBeenCalledWith('toast-save');
    });

    it('when the person changes a field of the form that sent the call', async () => {
      vi.spyOn(toast, 'error').mockImplementation(() => 'toast-form');
      const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => undefined);
      document.body.innerHTML = '<form><input name="title" /><button type="submit">Post</button></form>';
      const form = document.querySelector('form')!;
      form.querySelector('button')!.focus();
      const { result } = renderHook(() => useApiErrorHandler(), { wrapper });
      result.current(new ApiError(400, 'VALIDATION_FAILED', 'The title is too long.'), { title: 'Could not post' });
      expect(dismiss).not.toHaveBeenCalled();
      form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
      expect(dismiss).toHaveBeenCalledWith('toast-form');
    });

    it('when the next try puts the problem on the form field itself', async () => {
      vi.spyOn(toast, 'error').mockImplementation(() => 'toast-field');
      const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => undefined);
      const { result } = renderHook(() => useApiErrorHandler(), { wrapper });
      const first = new ApiError(500, 'INTERNAL', 'boom');
      first.action = 'PATCH /api/profile';
      result.current(first);
      const second = new ApiError(400, 'VALIDATION_FAILED', 'bio: too long', [{ path: 'bio', message: 'Too long' }]);
      second.action = 'PATCH /api/profile';
      result.current(second, { setError: vi.fn() });
      expect(dismiss).toHaveBeenCalledWith('toast-field');
    });
  });
});
