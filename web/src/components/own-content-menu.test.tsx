import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/lib/i18n';
import { OwnContentMenu, type OwnContentWords } from './own-content-menu';

const words: OwnContentWords = {
  menu: 'Actions for this post',
  edit: 'Edit',
  delete: 'Delete post',
  anonymise: 'Make anonymous',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete this post?',
  confirmDeleteText: 'The post will be removed.',
  confirmAnonymiseTitle: 'Make this post anonymous?',
  confirmAnonymiseText: 'Your name will no longer be shown.',
};

beforeAll(async () => {
  await initI18n('en');
});

function renderMenu(can: { edit: boolean; delete: boolean; anonymise: boolean }) {
  const calls = { edit: vi.fn(), delete: vi.fn(), anonymise: vi.fn() };
  render(
    <OwnContentMenu
      can={can}
      words={words}
      onEdit={calls.edit}
      onDelete={calls.delete}
      onAnonymise={calls.anonymise}
    />,
  );
  return calls;
}

describe('OwnContentMenu', () => {
  it("shows nothing when the server's answer allows nothing", () => {
    renderMenu({ edit: false, delete: false, anonymise: false });
    expect(screen.queryByRole('button', { name: 'Actions for this post' })).toBeNull();
  });

  it('offers only what the answer allows (an administrator: Delete)', async () => {
    renderMenu({ edit: false, delete: true, anonymise: false });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for this post' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete post']);
  });

  it('deletes only after the confirmation; Cancel deletes nothing', async () => {
    const calls = renderMenu({ edit: true, delete: true, anonymise: true });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for this post' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Make anonymous',
      'Delete post',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog.isConnected).toBe(false);
    expect(calls.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for this post' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(calls.delete).toHaveBeenCalledTimes(1);
  });

  it('opens by keyboard and asks before making anonymous', async () => {
    const calls = renderMenu({ edit: true, delete: true, anonymise: true });
    screen.getByRole('button', { name: 'Actions for this post' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Make this post anonymous?' })).toBeTruthy();
    expect(calls.anonymise).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Make anonymous' }));
    expect(calls.anonymise).toHaveBeenCalledTimes(1);
  });
});
