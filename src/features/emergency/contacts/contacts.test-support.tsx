import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { useLanguageStore } from '../../../i18n';
import { useToastStore } from '../../../ui/toast/toastStore';
import type { Contact } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { installTestI18n, type TestI18n } from '../../../i18n/i18n.test-support';
import { useCountryStore } from '../../country';
import { ContactsSection } from './ContactsSection';

let texts: TestI18n | undefined;

/** The contact tests' shared setup: the real vault, English, the UK, no toast, no contacts. */
export function installContactsHooks(): void {
  texts = installTestI18n('contacts');
  installTestVault('contacts');
  beforeEach(() => {
    useLanguageStore.setState({ language: 'en' });
    useCountryStore.setState({ country: 'UK' });
    useToastStore.setState({ current: null });
  });
}

export const renderSection = () => {
  if (!texts) throw new Error('renderSection: call installContactsHooks() first');
  return texts.renderWithI18n(<ContactsSection />);
};

export function contact(name: string, priority: number, phone = '+447911123456'): Contact {
  return { id: `id-${name}`, name, phone, priority, createdAt: priority };
}

export const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.contact-name')?.textContent);
