import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { ApiError } from './api';
import { useApiErrorHandler } from './api-errors';
import { initI18n } from './i18n';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('a failed call as the person sees it', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.restoreAllMocks());

  it("titles the toast with the page's sentence and puts the server's reason beneath it", () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
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
});
