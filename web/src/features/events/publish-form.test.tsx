import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EventMessages } from '@contracts/events';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { PublishEventForm } from './publish-form';

describe("the 'Publish New Event' form", () => {
  beforeAll(async () => {
    await initI18n('en', ['events']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the registration link on that field, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'registrationLink', message: EventMessages.badUrl });
    renderForm(<PublishEventForm onPublished={() => {}} />);
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'Nutrition during chemo');
    await userEvent.type(screen.getByLabelText('शुरू होने की तारीख़'), '2026-12-05');
    await userEvent.type(screen.getByLabelText('शुरू होने का समय'), '10:30');
    const link = screen.getByLabelText('पंजीकरण लिंक');
    await userEvent.type(link, 'https://example.in/register');
    await userEvent.click(screen.getByRole('button', { name: 'कार्यक्रम प्रकाशित करें' }));
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      title: 'Nutrition during chemo',
      startDate: '2026-12-05',
      startTime: '10:30',
      registrationLink: 'https://example.in/register',
    });
    expect(describedText(link)).toBe('कृपया https:// या http:// से शुरू होने वाला पूरा वेब पता दर्ज करें।');
  });

  it("refuses an event without a title and start with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'title', message: EventMessages.titleTooLong });
    renderForm(<PublishEventForm onPublished={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'कार्यक्रम प्रकाशित करें' }));
    const title = screen.getByLabelText('शीर्षक');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(title)).toBe('कृपया शीर्षक, शुरू होने की तारीख़ और समय दर्ज करें।');
    expect(screen.getByLabelText('शुरू होने का समय').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
