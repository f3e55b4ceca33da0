import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n } from '../../i18n';
import { backedUpRecordings, type Recording } from '../../vault';
import { openVaultMode } from '../../session';
import { useCloudUpload } from '../backup/uploadLoop';
import { useSavedEvidence } from './evidenceRepository';
import { SavedEvidenceList } from './SavedEvidenceList';

vi.mock('../../vault', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  backedUpRecordings: vi.fn(),
}));
vi.mock('../../session/openMode', () => ({ openVaultMode: vi.fn() }));
vi.mock('./evidenceRepository', () => ({
  useSavedEvidence: vi.fn(),
  deleteEvidence: vi.fn(),
  playsStreamed: vi.fn(() => false),
  readEvidence: vi.fn(),
}));

const recording = (id: string, createdAt: number): Recording =>
  ({
    id,
    type: 'audio',
    createdAt,
    durationSeconds: 5,
    complete: true,
    chunkCount: 2,
    sizeText: '1 KB',
    mimeType: 'audio/webm',
  }) as unknown as Recording;

const backedUp = vi.mocked(backedUpRecordings);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(openVaultMode).mockReturnValue('real');
  vi.mocked(useSavedEvidence).mockReturnValue({
    items: [recording('a', Date.UTC(2026, 0, 1)), recording('b', Date.UTC(2026, 0, 2))],
    unreadable: 0,
  } as unknown as ReturnType<typeof useSavedEvidence>);
});

async function renderList() {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['evidence']);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SavedEvidenceList />
      </I18nextProvider>,
    );
  });
}

describe('Backed up on saved evidence', () => {
  it('marks only the items the server holds all of, and more after an upload', async () => {
    backedUp.mockResolvedValue(new Set(['a']));
    await renderList();
    const items = within(screen.getByRole('list', { name: 'Saved evidence' })).getAllByRole(
      'listitem',
    );
    const withText = (text: string) => items.filter((li) => li.textContent?.includes(text));
    await vi.waitFor(() => expect(withText('Backed up')).toHaveLength(1));

    backedUp.mockResolvedValue(new Set(['a', 'b']));
    act(() => useCloudUpload.setState((s) => ({ sent: s.sent + 1 })));
    await vi.waitFor(() => expect(withText('Backed up')).toHaveLength(2));
  });

  it('says nothing in the decoy', async () => {
    vi.mocked(openVaultMode).mockReturnValue('decoy');
    backedUp.mockResolvedValue(new Set(['a', 'b']));
    await renderList();
    expect(screen.queryByText('Backed up')).toBeNull();
    expect(backedUp).not.toHaveBeenCalled();
  });
});
