import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextMessages } from '@contracts/text';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { ForgotPasswordDialog } from './forgot-password-dialog';

describe('the reset password dialog', () => {
  beforeAll(async () => {
    await initI18n('en', ['accounts']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the address on the e-mail box, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'email',
      message: TextMessages.control({ label: 'Email' }),
    });
    renderForm(<ForgotPasswordDialog open onOpenChange={() => {}} initialEmail="  asha@example.in " />);
    await userEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    const box = screen.getByLabelText('ईमेल');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([{ email: 'asha@example.in', redirectTo: '/reset-password' }]);
    expect(describedText(box)).toBe(
      'Email में एक ऐसा नियंत्रण वर्ण (control character) है जिसकी अनुमति नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।',
    );
  });

  it('refuses an address that is not one, in Hindi, sending nothing', async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'email',
      message: TextMessages.control({ label: 'Email' }),
    });
    renderForm(<ForgotPasswordDialog open onOpenChange={() => {}} initialEmail="asha" />);
    await userEvent.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    const box = screen.getByLabelText('ईमेल');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(box)).toBe('कृपया सही ईमेल पता लिखें।');
    expect(calls).toEqual([]);
  });
});
