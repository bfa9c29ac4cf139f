import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Message } from '@contracts/messages';
import { messageText } from '@/lib/contract-messages';

/** Renders a form with a fresh query client (no retries) inside a router. */
export function renderForm(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A server that answers every call with one JSON body and status (a list, a refusal). */
export function answeringServer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

/**
 * A server that refuses every sent body with one keyed field issue, as the error handler answers a
 * validation failure. Returns the bodies the form sent (calls without a body are not recorded).
 */
export function refusingServer({ path, message }: { path: string; message: Message }) {
  // As the server words it for an English request: the text, and the message's key and values beside it.
  const issue = {
    path,
    message: english(message),
    key: message.key,
    ...(message.params ? { params: message.params } : {}),
  };
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) calls.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: `${issue.path}: ${issue.message}`,
            key: issue.key,
            ...(message.params ? { params: message.params } : {}),
            issues: [issue],
          },
        }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return calls;
}

/** A contract's message in English, as the server says it to an English request. */
export const english = (message: Message): string => messageText(message, 'en');

/** The text of the message that describes a control (its error, after any hint). */
export function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export { screen };
