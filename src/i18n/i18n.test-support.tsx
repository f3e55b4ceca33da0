/**
 * Test support for components that show text (imported by tests only): the app's i18n instance,
 * loaded once for the file. A new component test starts from
 * `const { renderWithI18n } = installTestI18n('contacts')` and renders through it.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { I18nextProvider, initI18n, type Namespace } from './index';

type I18n = Awaited<ReturnType<typeof initI18n>>;

export interface TestI18n {
  /** The instance (after the file's beforeAll has run), e.g. to change language in a test. */
  i18n: () => I18n;
  /** Renders `ui` inside the app's I18nextProvider. */
  renderWithI18n: (ui: ReactElement) => RenderResult;
}

/** Before all tests of the file, starts the app's i18n and loads `namespaces`. */
export function installTestI18n(...namespaces: Namespace[]): TestI18n {
  let instance: I18n | undefined;
  beforeAll(async () => {
    instance = await initI18n();
    if (namespaces.length > 0) await instance.loadNamespaces(namespaces);
  });
  const i18n = () => {
    if (!instance) throw new Error('installTestI18n: i18n is not ready before beforeAll');
    return instance;
  };
  return {
    i18n,
    renderWithI18n: (ui) => render(<I18nextProvider i18n={i18n()}>{ui}</I18nextProvider>),
  };
}
