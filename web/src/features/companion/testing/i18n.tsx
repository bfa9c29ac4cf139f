import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { changeLanguage, i18n, initI18n, type Language } from '@/lib/i18n';

/**
 * The app's own i18n set-up (web/src/lib/i18n.ts) with the companion and common catalogs loaded,
 * in the language a test asks for. Tests of this feature call it in beforeEach.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language, ['companion']);
  else await changeLanguage(language);
  await i18n.loadNamespaces(['common', 'companion']);
}

/** A fresh query cache that never retries, so that a failure shows at once. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Wraps a component or hook in what the page has around it: the query cache and a router. */
export function providers(queryClient: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  };
}

/** A Response whose body is these pieces of text, sent one read at a time (as a network would cut them). */
export function streamedResponse(
  pieces: Array<string | Uint8Array>,
  init: ResponseInit = { status: 200, headers: { 'content-type': 'text/event-stream' } },
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, init);
}

/** One Server-Sent Event as the server writes it. */
export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
