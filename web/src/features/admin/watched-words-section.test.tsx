import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { initI18n, loadNamespaces } from '@/lib/i18n';
import { answeringServer, renderForm } from '@/test/form-server';
import { WatchedWordsSection } from './watched-words-section';

/** The administrators' list as the server answers it: one shipped entry, one an administrator changed. */
function listServer() {
  const entry = (id: string, pattern: string, note: string, updatedByName: string | null) => ({
    id,
    pattern,
    action: 'flag',
    newMembersOnly: false,
    note,
    updatedByName,
    updatedAt: '2026-12-07T04:00:00.000Z',
    createdAt: '2026-12-07T04:00:00.000Z',
  });
  answeringServer({
    items: [
      entry('00000000-0000-4000-8000-000000000001', '100% cure', 'Cure claim', null),
      entry('00000000-0000-4000-8000-000000000002', 'miracle oil', 'Cure claim', 'Asha Menon'),
    ],
    nextCursor: null,
  });
}

beforeAll(async () => {
  await initI18n('hi', ['admin']);
  await loadNamespaces(['trust']);
});

afterEach(() => vi.unstubAllGlobals());

describe('the watched words in the administrators’ list', () => {
  it('show a shipped entry’s note in the reader’s language, and an administrator’s note as they wrote it', async () => {
    listServer();
    renderForm(<WatchedWordsSection />);
    expect(await screen.findByText('इलाज का दावा')).toBeTruthy();
    // The changed entry keeps the words stored for it, whatever they say.
    expect(screen.getByText('Cure claim')).toBeTruthy();
  });
});
