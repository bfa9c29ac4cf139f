import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DailyQuestionMessages } from '@contracts/daily-question-messages';
import type { Message } from '@contracts/messages';
import { english } from '@/test/form-server';
import type { TodayQuestion } from '@contracts/daily-question';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import { toast } from '@/components/ui/toaster';
import { DailyQuestionCard } from './daily-question-card';
import hi from '@/locales/hi/dailyQuestion.json';

vi.mock('@/components/ui/toaster', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const today: TodayQuestion = {
  date: '2026-11-23',
  question: {
    id: '6f1c0d52-0000-4000-8000-000000000001',
    question: 'What helped you most this week?',
    questionType: 'poll',
    options: ['Family', 'Friends'],
    questionHi: null,
    optionsHi: [],
    featuredDate: '2026-11-23',
    isActive: true,
  },
  totalResponses: 3,
  results: {
    total: 3,
    options: [
      { option: 'Family', count: 2, percentage: 67 },
      { option: 'Friends', count: 1, percentage: 33 },
    ],
  },
  anonymousResponses: [
    { id: 'a1', responseText: null, selectedOption: 'Family', createdAt: '2026-11-23T05:00:00.000Z' },
  ],
};

/** The API as a signed-in member who has not answered yet; answering is refused with `refusal` when given. */
function fakeServer({
  signedIn,
  refusal,
  question = today,
}: {
  signedIn: boolean;
  refusal?: { status: number; code: string; message: Message };
  /** Today's question as the server gives it (each test its own: none changes the shared one). */
  question?: TodayQuestion;
}) {
  return vi.fn(async (url: string) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.endsWith('/get-session'))
      return json(signedIn ? { user: { id: 'u1', email: 'a@b.c', name: 'Asha', role: 'patient' } } : null);
    if (url.endsWith('/today')) return json(question);
    if (url.endsWith('/my-response')) return json({ response: null });
    // As the server answers (decision 0073): the message with its key.
    if (url.endsWith('/responses') && refusal)
      return json(
        { error: { code: refusal.code, message: english(refusal.message), key: refusal.message.key } },
        refusal.status,
      );
    return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
}

function renderCard(isSignedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>
          <DailyQuestionCard isSignedIn={isSignedIn} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('hi', ['dailyQuestion']);
});
beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('the daily question card', () => {
  it('speaks Hindi to a visitor: heading, day, results, invitation and the anonymous answers', async () => {
    await changeLanguage('hi');
    vi.stubGlobal('fetch', fakeServer({ signedIn: false }));
    renderCard(false);
    expect(screen.getByRole('heading', { name: 'आज का सवाल' })).toBeTruthy();
    expect(await screen.findByText('What helped you most this week?')).toBeTruthy();
    expect(screen.getByText('सोमवार, 23 नवंबर')).toBeTruthy();
    expect(screen.getByText('3 जवाब')).toBeTruthy();
    expect(screen.getByRole('heading', { name: hi.results.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'साइन इन करें या जुड़ें' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('button', { name: hi.form.submit })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'गुमनाम जवाब देखें (1)' }));
    expect(screen.getByRole('button', { name: 'गुमनाम जवाब छिपाएँ (1)' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('list', { name: hi.anonymous.listLabel }).textContent).toContain(
      `${hi.anonymous.author} ·`,
    );
  });

  it('counts one response in English as the specification words it', async () => {
    await changeLanguage('en');
    const oneResponse: TodayQuestion = {
      ...today,
      results: {
        total: 1,
        options: [
          { option: 'Family', count: 1, percentage: 100 },
          { option: 'Friends', count: 0, percentage: 0 },
        ],
      },
    };
    vi.stubGlobal('fetch', fakeServer({ signedIn: false, question: oneResponse }));
    renderCard(false);
    expect(await screen.findByText('1 response')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByText('Please sign in to participate in daily questions.', { exact: false })).toBeTruthy();
  });

  it('tells a member in Hindi why an answer was refused, and asks for a choice first', async () => {
    await changeLanguage('hi');
    vi.stubGlobal(
      'fetch',
      fakeServer({
        signedIn: true,
        refusal: { status: 409, code: 'CONFLICT', message: DailyQuestionMessages.alreadyAnswered },
      }),
    );
    renderCard(true);
    // The form is enabled once the session and the member's own (absent) answer are known.
    await waitFor(
      () => expect(screen.getByRole('button', { name: hi.form.submit })).toHaveProperty('disabled', false),
      { timeout: 5000 },
    );
    const submit = screen.getByRole('button', { name: hi.form.submit });
    await userEvent.click(submit);
    expect(toast.error).toHaveBeenLastCalledWith(hi.toasts.noOptionTitle, hi.toasts.noOption);
    // No Hindi for this option: the English, marked "in English" (decision 0076).
    await userEvent.click(screen.getByRole('radio', { name: /^Family/ }));
    await userEvent.click(submit);
    // The refusals' words load on demand (a separate chunk): give that a moment on a busy machine.
    await waitFor(
      () => expect(toast.error).toHaveBeenLastCalledWith(hi.toasts.errorTitle, hi.refusals.alreadyAnswered),
      { timeout: 5000 },
    );
  });
});
