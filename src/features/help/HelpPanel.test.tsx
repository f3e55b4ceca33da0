import { act, cleanup, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider, initI18n, LANGUAGES } from '../../i18n';
import { TAB_IDS } from '../../shell/tabs';
import { HelpPanel } from './HelpPanel';

const CODES = { unlock: '77777', panic: '123#', friend: '11111' };

async function renderHelp(language: string) {
  const i18n = await initI18n();
  await renderWith(i18n, language);
  return i18n;
}

async function renderWith(i18n: Awaited<ReturnType<typeof initI18n>>, language: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['help', 'shell']);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <HelpPanel codes={CODES} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
}

beforeEach(() => localStorage.clear());

describe('Help: the secret codes', () => {
  it('explains the panic code on a keyboard and on a touchscreen', async () => {
    await renderHelp('en');
    expect(screen.getByText(/opens the SOS alert at once/)).toHaveTextContent('123#');
    expect(screen.getByText(/press and hold = for about a second/)).toHaveTextContent(
      'On a touchscreen or with a mouse: type 123, then press and hold = for about a second.',
    );
  });

  it('keeps the digits left to right in Arabic', async () => {
    await renderHelp('ar');
    const digits = screen.getAllByText('123').find((node) => node.tagName === 'BDI');
    expect(digits).toHaveAttribute('dir', 'ltr');
  });

  it("names the user's own code, not 77777 or 11111, once the public code is retired", async () => {
    localStorage.setItem('calculator-hints', 'off');
    await renderHelp('en');
    expect(screen.getByText(/Your own code, then =/)).toBeInTheDocument();
    expect(screen.queryByText(/opens the safety tools/)).toHaveTextContent('77777 no longer does');
    expect(screen.queryByText(/friend access/)).not.toBeInTheDocument();
  });
});

describe('Help: what each tab does', () => {
  it('names every tab of the tab bar, with a line about it, in all 12 languages', async () => {
    const i18n = await initI18n();
    for (const { code } of LANGUAGES) {
      await renderWith(i18n, code);
      const shell = i18n.getFixedT(code, 'shell');
      const help = i18n.getFixedT(code, 'help');
      const title = screen.getByRole('heading', { name: help('guideTitle') });
      const items = within(title.closest('section')!).getAllByRole('listitem');
      // Every tab once, whatever order the tab bar takes.
      const named = items.map((item) => item.querySelector('strong')?.textContent);
      expect(named.toSorted()).toEqual(TAB_IDS.map((id) => shell(`tabs.${id}`)).toSorted());
      for (const id of TAB_IDS) {
        const line = help(`guide.${id}`);
        expect(line, `${code} ${id}`).not.toMatch(/^guide\./);
        expect(items[named.indexOf(shell(`tabs.${id}`))]).toHaveTextContent(line);
      }
      cleanup();
    }
  });
});
