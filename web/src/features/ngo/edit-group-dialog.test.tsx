import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GroupMessages, type SupportGroup } from '@contracts/support-groups';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { describedText, refusingServer, renderForm } from '@/test/form-server';
import { EditGroupDialog } from './edit-group-dialog';

const group: SupportGroup = {
  id: 'g1',
  name: 'Caregivers of Pune',
  description: null,
  groupType: 'caregiver',
  isPrivate: false,
  maxMembers: 40,
  memberCount: 3,
  joinedByMe: false,
  isSample: false,
  createdAt: '2026-11-01T05:00:00.000Z',
} as SupportGroup;

describe("the NGO's edit group dialog", () => {
  beforeAll(async () => {
    await initI18n('en', ['ngo', 'supportGroups']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it("puts the server's refusal of the description on the description field, in Hindi", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({
      path: 'description',
      message: GroupMessages.descriptionTooLong,
    });
    renderForm(<EditGroupDialog group={group} onClose={() => {}} />);
    const description = screen.getByLabelText('विवरण');
    await userEvent.type(description, 'We meet on Sundays.');
    await userEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toEqual([
      {
        name: 'Caregivers of Pune',
        description: 'We meet on Sundays.',
        nameHi: null,
        descriptionHi: null,
        groupType: 'caregiver',
        maxMembers: 40,
        isPrivate: false,
      },
    ]);
    expect(describedText(description)).toBe('विवरण अधिकतम 2000 अक्षरों का हो सकता है।');
  });

  it("refuses an emptied name with the contract's words in Hindi, sending nothing", async () => {
    await changeLanguage('hi');
    const calls = refusingServer({ path: 'name', message: GroupMessages.nameTooLong });
    renderForm(<EditGroupDialog group={group} onClose={() => {}} />);
    const name = screen.getByLabelText('समूह का नाम');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toBe('समूह का नाम ज़रूरी है।');
    expect(calls).toEqual([]);
  });
});
