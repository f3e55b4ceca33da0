import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HelpPanel } from '../features/help';
import { I18nextProvider, initI18n } from '../i18n';
import { UnavailablePanel } from './UnavailablePanel';

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n();
  await i18n.loadNamespaces(['shell', 'help', 'country']);
});

const codes = { unlock: '77777', panic: '123#', friend: '11111' };

function renderInEnglish(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('no stale claims about the panic code and the duress code', () => {
  it('the Panic tab says the panic code works, not that it is connected to nothing', () => {
    const { container } = renderInEnglish(<UnavailablePanel tab="panic" codes={codes} />);
    expect(container.textContent).not.toMatch(/not connected/i);
    expect(screen.getByText(/panic code on the calculator already works/)).toBeInTheDocument();
  });

  it('Help says what the panic code and the duress code really do', () => {
    const { container } = renderInEnglish(<HelpPanel codes={codes} />);
    const text = container.textContent ?? '';
    // 123# opens the SOS sheet on screen: it is not silent.
    expect(text).not.toMatch(/silent panic code/i);
    expect(text).toMatch(/123# on the calculator opens the SOS alert/);
    expect(text).toMatch(/records a "help" alarm on the server/);
    expect(text).toMatch(/No text message is sent/);
  });
});
