import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '../../i18n';
import { getVaultDatabase } from '../../vault';
import { openTestVault } from '../../vault/testing/vault.test-support';
import { englishI18n } from './settings.test-support';
import { useSettingsDraft } from './useSettingsDraft';

const number = (id: string, country: string) => ({ id, country, number: '112', description: '' });

beforeEach(async () => {
  await openTestVault();
  await getVaultDatabase().settings.clear();
});

describe('Save All Changes while the lists are still being edited', () => {
  it('keeps an edit made while the save ran, and still counts it as unsaved', async () => {
    const i18n = await englishI18n();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useSettingsDraft(), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));

    const table = getVaultDatabase().settings;
    const put = table.put.bind(table);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Dexie's promise type is wider than a plain one; the hook only awaits it.
    const spy = vi
      .spyOn(table, 'put')
      .mockImplementation(((...args: Parameters<typeof put>) =>
        held.then(() => put(...args))) as unknown as typeof put);

    act(() => result.current.edit((l) => ({ ...l, emergencyNumbers: [number('a', 'Ireland')] })));
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.save();
    });
    // The user adds another number before the write completes.
    act(() =>
      result.current.edit((l) => ({
        ...l,
        emergencyNumbers: [...l.emergencyNumbers, number('b', 'Portugal')],
      })),
    );
    release();
    await act(() => saving);
    spy.mockRestore();

    expect(result.current.lists.emergencyNumbers.map((n) => n.country)).toEqual([
      'Ireland',
      'Portugal',
    ]);
    expect(result.current.dirty).toBe(true);
  });
});
