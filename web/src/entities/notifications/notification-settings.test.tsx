import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationMessages, defaultChannels, type NotificationSettings } from '@contracts/notifications';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, renderForm } from '@/test/form-server';
import { NotificationSettingsCard } from './notification-settings';
import { english } from '@/test/form-server';

const stored: NotificationSettings = {
  channels: defaultChannels,
  digest: 'weekly',
  quietHours: null,
  showDetails: false,
  alwaysInApp: [],
};

/** GET answers the stored settings; PATCH answers `patch(body)`, and each body sent is recorded. */
function server(patch: (body: Record<string, unknown>) => Response, settings: NotificationSettings = stored) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return patch(body);
      }
      return Response.json(settings);
    }),
  );
  return sent;
}

describe('the notification settings', () => {
  beforeAll(async () => {
    await initI18n('en', ['notifications']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows each kind by each channel as the server has it, and saves what was changed', async () => {
    const sent = server((body) => Response.json(body));
    renderForm(<NotificationSettingsCard />);
    const repliesByEmail = await screen.findByRole('checkbox', { name: 'Replies by e-mail' });
    expect((repliesByEmail as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Connection requests by e-mail' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('radio', { name: 'Once a week' }) as HTMLInputElement).checked).toBe(true);
    const details = screen.getByRole('checkbox', { name: /Show what a notification is about/ }) as HTMLInputElement;
    expect(details.checked).toBe(false);

    await userEvent.click(repliesByEmail);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mentions by push' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Never' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'No e-mail or push during quiet hours' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('22:00');
    expect(screen.getByRole('status').textContent).toBe('You have changes that are not saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      channels: {
        ...defaultChannels,
        replies: { inApp: true, email: false, push: true },
        mentions: { inApp: true, email: true, push: false },
      },
      digest: 'off',
      quietHours: { start: '22:00', end: '07:00' },
      showDetails: false,
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
  });

  it('shows an administrator their crisis alerts as always on in the app, with e-mail and push as for moderation notices, and sends no such choice', async () => {
    const sent = server((body) => Response.json({ ...stored, ...body, alwaysInApp: ['possibleCrisis'] }), {
      ...stored,
      alwaysInApp: ['possibleCrisis'],
    });
    renderForm(<NotificationSettingsCard />);
    const always = (await screen.findByRole('checkbox', {
      name: 'Possible crisis alerts in the app: always on',
    })) as HTMLInputElement;
    expect(always.checked).toBe(true);
    expect(always.disabled).toBe(true);
    const group = screen.getByRole('group', { name: 'Possible crisis alerts' });
    expect(describedText(group)).toContain('They always arrive in the app');
    const byEmail = screen.getByRole('checkbox', { name: 'Possible crisis alerts by e-mail' }) as HTMLInputElement;
    expect([byEmail.checked, byEmail.disabled]).toEqual([true, true]);

    // Moderation notices switched off in the app: the crisis alerts stay on; e-mail follows moderation.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Moderation notices in the app' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Moderation notices by e-mail' }));
    expect(always.checked).toBe(true);
    expect(byEmail.checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('alwaysInApp');
    expect(sent[0]!.channels).toMatchObject({ moderation: { inApp: false, email: false, push: false } });
    expect(always.checked).toBe(true);

    await changeLanguage('hi');
    expect(screen.getByRole('checkbox', { name: 'संभावित संकट की सूचनाएँ ऐप में: हमेशा चालू' })).toBeTruthy();
  });

  it('saves for a member without quiet hours, and after quiet hours are switched on and off again', async () => {
    const sent = server((body) => Response.json({ ...stored, ...body }));
    renderForm(<NotificationSettingsCard />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Replies by e-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ quietHours: null, channels: { replies: { email: false } } });
    const quiet = screen.getByRole('checkbox', { name: 'No e-mail or push during quiet hours' });
    await userEvent.click(quiet);
    await userEvent.click(quiet);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mentions by push' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ quietHours: null });
  });

  it('shows a member without crisis alerts no such line', async () => {
    server((body) => Response.json(body));
    renderForm(<NotificationSettingsCard />);
    await screen.findByRole('checkbox', { name: 'Replies by e-mail' });
    expect(screen.queryByText('Possible crisis alerts')).toBeNull();
  });

  it("puts the server's refusal on the field it concerns, in the reader's language, and keeps the change", async () => {
    await changeLanguage('hi');
    const issue = {
      path: 'quietHours.end',
      message: english(NotificationMessages.timeFormat),
      key: 'notification.timeFormat',
    };
    const sent = server(() =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: issue.message, key: issue.key, issues: [issue] } },
        { status: 400 },
      ),
    );
    renderForm(<NotificationSettingsCard />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'शांत समय में कोई ईमेल या पुश नहीं' }));
    await userEvent.click(screen.getByRole('button', { name: 'सूचना सेटिंग सेव करें' }));
    const until = screen.getByLabelText('कब तक');
    await waitFor(() => expect(until.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(until)).toBe('समय HH:MM के रूप में लिखें।');
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('आपके कुछ बदलाव अभी सेव नहीं हुए हैं');
  });
});
