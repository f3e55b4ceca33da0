import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider, initI18n } from '../../i18n';

/** Test helper: the app's i18n instance in English, with the settings texts loaded. */
export async function englishI18n() {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['settings']);
  return i18n;
}

/** Renders inside act, so effects that read (mocked) async sources settle before assertions. */
export async function renderInEnglish(ui: ReactElement): Promise<RenderResult> {
  const i18n = await englishI18n();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
    await Promise.resolve();
  });
  if (!result) throw new Error('render failed');
  return result;
}
