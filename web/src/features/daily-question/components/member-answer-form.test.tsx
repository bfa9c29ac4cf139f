import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyQuestion } from '@contracts/daily-question';
import { DailyQuestionMessages } from '@contracts/daily-question-messages';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { closeCrisisCard, crisisCardStore } from '@/components/safety/crisis-notice';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { MemberAnswerForm } from './member-answer-form';

const question: DailyQuestion = {
  id: '6f1c0d52-0000-4000-8000-000000000002',
  question: 'What gave you strength today?',
  questionType: 'open',
  options: [],
  questionHi: null,
  optionsHi: [],
  featuredDate: '2026-11-23',
  isActive: true,
};

describe("a member's answer to an open daily question", () => {
  beforeAll(async () => {
    await initI18n('en', ['dailyQuestion']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the answer on the answer box, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'responseText',
      message: DailyQuestionMessages.responseTooLong,
    });
    renderForm(<MemberAnswerForm question={question} userId="u1" />);
    const box = screen.getByLabelText('आपका जवाब');
    await userEvent.type(box, ' My daughter ');
    await userEvent.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ responseText: 'My daughter', isAnonymous: false }]);
    expect(describedText(box)).toBe('आपका जवाब अधिकतम 2000 अक्षरों का हो सकता है।');
  });

  it("refuses an empty answer with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'responseText',
      message: DailyQuestionMessages.responseTooLong,
    });
    renderForm(<MemberAnswerForm question={question} userId="u1" />);
    await userEvent.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
    const box = screen.getByLabelText('आपका जवाब');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(box)).toBe('आपका जवाब खाली नहीं हो सकता।');
    expect(calls).toEqual([]);
  });

  it('shows its author the private crisis card when the saved answer carries a safety notice', async () => {
    closeCrisisCard();
    const saved = {
      response: {
        id: 'r1',
        questionId: question.id,
        isAnonymous: true,
        responseText: 'I want to end my life',
        selectedOption: null,
        createdAt: '2026-11-23T05:00:00.000Z',
      },
      today: { date: '2026-11-23', question, totalResponses: 1, results: null, anonymousResponses: [] },
      safety: { kind: 'self_harm', level: 'crisis' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(saved), { status: 201, headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderForm(<MemberAnswerForm question={question} userId="u1" />);
    await userEvent.type(screen.getByLabelText('Your response'), 'I want to end my life');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Response' }));
    await waitFor(() => expect(crisisCardStore.get()).toMatchObject({ kind: 'self_harm', what: 'answer' }));
    closeCrisisCard();
  });
});
