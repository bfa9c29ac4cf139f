import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupMessages } from '@contracts/support-groups';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { CreateGroupDialog } from './create-group-dialog';

describe('the create group dialog', () => {
  beforeAll(async () => {
    await initI18n('en', ['supportGroups']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the name on the name field, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'name', message: GroupMessages.nameTooLong });
    renderForm(<CreateGroupDialog open onOpenChange={() => {}} />);
    const name = screen.getByLabelText('समूह का नाम');
    await userEvent.type(name, ' Caregivers of Pune ');
    await userEvent.click(screen.getByRole('button', { name: 'समूह बनाएँ' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([
      {
        name: 'Caregivers of Pune',
        description: null,
        nameHi: null,
        descriptionHi: null,
        groupType: 'general',
        maxMembers: 20,
        isPrivate: false,
      },
    ]);
    expect(describedText(name)).toBe('समूह का नाम अधिकतम 120 अक्षरों का हो सकता है।');
  });

  it("asks for a name with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'name', message: GroupMessages.nameTooLong });
    renderForm(<CreateGroupDialog open onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'समूह बनाएँ' }));
    const name = screen.getByLabelText('समूह का नाम');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toBe('समूह का नाम ज़रूरी है।');
    expect(calls).toEqual([]);
  });
});
