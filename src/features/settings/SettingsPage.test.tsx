import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import type { AppSettings } from '../../vault';
import SettingsPage from './SettingsPage';
import { englishI18n } from './settings.test-support';

const vault = vi.hoisted(() => {
  const state: { record: unknown; ids: number } = { record: undefined, ids: 0 };
  const put = vi.fn();
  return { state, put, db: { settings: { get: () => Promise.resolve(state.record), put } } };
});

vi.mock('../../vault', async () => {
  const { useEffect, useState } = await import('react');
  return {
    // Reads once, like the live query's first answer.
    useVaultQuery: (query: (db: unknown) => unknown, _deps: unknown[], fallback: unknown) => {
      const [value, setValue] = useState(fallback);
      useEffect(() => {
        void Promise.resolve(query(vault.db)).then(setValue);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the real hook's deps are []
      }, []);
      return value;
    },
    getVaultDatabase: () => vault.db,
    newId: () => `new-${++vault.state.ids}`,
    isCorrupt: () => false,
    isQuotaError: () => false,
    verifyCurrentCode: vi.fn(),
    setCodes: vi.fn(),
    exportBackup: vi.fn(),
    importBackup: vi.fn(),
  };
});

beforeEach(() => {
  vault.state.record = undefined;
  vault.state.ids = 0;
  vault.put.mockReset().mockResolvedValue('settings');
  useToastStore.setState({ current: null });
  useLanguageStore.setState({ language: 'en' });
});

async function renderPage() {
  await englishI18n();
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <Suspense fallback="loading">
          <Routes>
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/" element={<p>calculator</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { name: 'Emergency Numbers' });
  return {
    user: userEvent.setup(),
    numbers: screen.getByRole('region', { name: 'Emergency Numbers' }),
    flags: screen.getByRole('region', { name: 'Safety Red Flags' }),
  };
}

const unsaved = () => screen.queryByText('Unsaved changes');

describe('Settings page: lists', () => {
  it('shows the defaults when nothing is stored', async () => {
    const { numbers, flags } = await renderPage();
    for (const name of ['US 911', 'UK 999', 'EU 112', 'Canada 911', 'Australia 000']) {
      expect(within(numbers).getByRole('button', { name: `Delete ${name}` })).toBeVisible();
    }
    for (const title of ['Romance Scams', 'Job Trafficking', 'Financial Fraud']) {
      expect(within(flags).getByText(title)).toBeVisible();
    }
    expect(unsaved()).toBeNull();
  });

  it('shows the stored record instead of the defaults', async () => {
    vault.state.record = {
      id: 'settings',
      emergencyNumbers: [{ id: 'a', country: 'France', number: '17', description: 'Police' }],
      redFlags: [],
    } satisfies AppSettings;
    const { numbers, flags } = await renderPage();
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(1);
    expect(within(numbers).getByText('France')).toBeVisible();
    expect(within(flags).getByText('No red flags yet.')).toBeVisible();
  });

  it('enables Add Number only with a country and a number, then adds to the draft', async () => {
    const { user, numbers } = await renderPage();
    const add = within(numbers).getByRole('button', { name: 'Add Number' });
    expect(add).toBeDisabled();
    await user.type(within(numbers).getByLabelText('Country'), 'France');
    expect(add).toBeDisabled();
    await user.type(within(numbers).getByLabelText('Number'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(numbers).getByLabelText('Number'), '17');
    expect(add).toBeEnabled();
    await user.click(add);
    expect(within(numbers).getByRole('button', { name: 'Delete France 17' })).toBeVisible();
    expect(within(numbers).getByLabelText('Country')).toHaveValue('');
    expect(useToastStore.getState().current?.title).toBe('Emergency Number Added');
    expect(unsaved()).toBeVisible();
    expect(vault.put).not.toHaveBeenCalled();
  });

  it.each(['abc', '<b>111</b>', '1'.repeat(200)])(
    'refuses %j as a number: says why, keeps the text, adds nothing',
    async (typed) => {
      const { user, numbers } = await renderPage();
      await user.type(within(numbers).getByLabelText('Country'), 'Here');
      await user.click(within(numbers).getByLabelText('Number'));
      await user.paste(typed);
      await user.click(within(numbers).getByRole('button', { name: 'Add Number' }));
      const number = within(numbers).getByLabelText('Number');
      expect(within(numbers).getByRole('alert')).toHaveTextContent(
        /^This number can't be dialled\. Check it, or include the country code, e\.g\. \+\d+…$/,
      );
      expect(number).toHaveValue(typed);
      expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(number).toHaveFocus();
      expect(within(numbers).getByLabelText('Country')).toHaveValue('Here');
      expect(within(numbers).getAllByRole('listitem')).toHaveLength(5);
      expect(useToastStore.getState().current).toBeNull();
      // Correcting the number clears the message.
      await user.clear(number);
      await user.type(number, '112');
      expect(within(numbers).queryByRole('alert')).toBeNull();
    },
  );

  it('takes short codes and full numbers, kept in a form a phone dials', async () => {
    const { user, numbers } = await renderPage();
    const add = within(numbers).getByRole('button', { name: 'Add Number' });
    await user.type(within(numbers).getByLabelText('Country'), 'Helpline');
    await user.type(within(numbers).getByLabelText('Number'), '116 123');
    await user.click(add);
    expect(within(numbers).getByRole('button', { name: 'Delete Helpline 116123' })).toBeVisible();
    await user.type(within(numbers).getByLabelText('Country'), 'Refuge');
    await user.type(within(numbers).getByLabelText('Number'), '+44 808 2000 247');
    await user.click(add);
    expect(
      within(numbers).getByRole('button', { name: 'Delete Refuge +448082000247' }),
    ).toBeVisible();
    expect(within(numbers).getByText('+44 808 200 0247')).toBeVisible();
    expect(within(numbers).queryByRole('alert')).toBeNull();
  });

  it('deletes a number from the draft', async () => {
    const { user, numbers } = await renderPage();
    await user.click(within(numbers).getByRole('button', { name: 'Delete UK 999' }));
    expect(within(numbers).queryByRole('button', { name: 'Delete UK 999' })).toBeNull();
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(4);
    expect(unsaved()).toBeVisible();
  });

  it('adds a red flag with title and description, and deletes one', async () => {
    const { user, flags } = await renderPage();
    const add = within(flags).getByRole('button', { name: 'Add Red Flag' });
    await user.type(within(flags).getByLabelText('Title'), 'Isolation');
    expect(add).toBeDisabled();
    await user.type(within(flags).getByLabelText('Description'), 'Cutting you off from friends.');
    await user.click(add);
    expect(within(flags).getByText('Isolation')).toBeVisible();
    expect(useToastStore.getState().current?.title).toBe('Red Flag Added');
    await user.click(within(flags).getByRole('button', { name: 'Delete Romance Scams' }));
    expect(within(flags).queryByText('Romance Scams')).toBeNull();
  });
});

describe('Settings page: saving', () => {
  it('Save All Changes writes the record and the language, and toasts', async () => {
    const { user, numbers } = await renderPage();
    await user.click(within(numbers).getByRole('button', { name: 'Delete EU 112' }));
    await user.type(within(numbers).getByLabelText('Country'), 'France');
    await user.type(within(numbers).getByLabelText('Number'), '17');
    await user.click(within(numbers).getByRole('button', { name: 'Add Number' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));

    await vi.waitFor(() => expect(vault.put).toHaveBeenCalledOnce());
    const record = vault.put.mock.calls[0]?.[0] as AppSettings;
    expect(record.id).toBe('settings');
    expect(record.emergencyNumbers.map((n) => `${n.country} ${n.number}`)).toEqual([
      'US 911',
      'UK 999',
      'Canada 911',
      'Australia 000',
      'France 17',
    ]);
    expect(record.emergencyNumbers.at(-1)).toEqual({
      id: 'new-1',
      country: 'France',
      number: '17',
      description: '',
    });
    expect(record.redFlags).toHaveLength(3);
    expect(useLanguageStore.getState().language).toBe('de');
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Settings Saved',
      description: 'Your customizations have been saved successfully.',
    });
    expect(unsaved()).toBeNull();
  });

  it('Back leaves without saving', async () => {
    const { user, numbers } = await renderPage();
    await user.click(within(numbers).getByRole('button', { name: 'Delete US 911' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('calculator')).toBeVisible();
    expect(vault.put).not.toHaveBeenCalled();
  });
});
