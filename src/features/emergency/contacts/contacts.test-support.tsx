import { render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach } from 'vitest';
import { I18nextProvider, initI18n, useLanguageStore } from '../../../i18n';
import { useToastStore } from '../../../ui/toast/toastStore';
import { getVaultDatabase, type Contact } from '../../../vault';
import { openTestVault } from '../../../vault/vault.test-support';
import { useCountryStore } from '../../country';
import { ContactsSection } from './ContactsSection';

/** The contact tests' shared setup: the real vault, English, the UK, no toast, no contacts. */
let i18n: Awaited<ReturnType<typeof initI18n>>;

export function installContactsHooks(): void {
  beforeAll(async () => {
    i18n = await initI18n();
    await i18n.loadNamespaces(['contacts']);
    await openTestVault();
  });
  beforeEach(async () => {
    await openTestVault();
    await getVaultDatabase().contacts.clear();
    useLanguageStore.setState({ language: 'en' });
    useCountryStore.setState({ country: 'UK' });
    useToastStore.setState({ current: null });
  });
}

export const renderSection = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ContactsSection />
    </I18nextProvider>,
  );

export function contact(name: string, priority: number, phone = '+447911123456'): Contact {
  return { id: `id-${name}`, name, phone, priority, createdAt: priority };
}

export const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.contact-name')?.textContent);
