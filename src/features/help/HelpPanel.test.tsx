import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider, initI18n } from '../../i18n';
import { HelpPanel } from './HelpPanel';

const CODES = { unlock: '77777', panic: '123#', friend: '11111' };

async function renderHelp(language: string) {
  const i18n = await initI18n();
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
