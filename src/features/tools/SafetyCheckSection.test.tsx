import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SafetyCheckSection } from './SafetyCheckSection';
import {
  answer,
  installToolsHooks,
  renderSection,
  requests,
  switchLanguage,
  textForm,
} from './tools.test-support';

installToolsHooks();

const {
  field,
  button: checkButton,
  submit: check,
} = textForm('Check a name, number, link or message', 'Check');

describe('Tools: safety checker', () => {
  it('disables Check for an empty or blank text', async () => {
    const user = userEvent.setup();
    renderSection(<SafetyCheckSection />);
    expect(checkButton()).toBeDisabled();
    await user.type(field(), '  ');
    expect(checkButton()).toBeDisabled();
  });

  it('sends the trimmed text with the UI language and shows a low or medium level as a status', async () => {
    answer('/api/safety-check', { riskLevel: 'low', result: 'No warning signs.' });
    renderSection(<SafetyCheckSection />);
    await check('  +44 20 7946 0018 ');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Low risk');
    expect(status).toHaveTextContent('Checked: +44 20 7946 0018');
    expect(status).toHaveTextContent('No warning signs.');
    expect(requests).toEqual([
      { path: '/api/safety-check', body: { query: '+44 20 7946 0018', language: 'en' } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    answer('/api/safety-check', { riskLevel: 'medium', result: 'Some signs of risk.' });
    await check(' again');
    expect(await screen.findByText('Medium risk')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows high risk as a destructive alert', async () => {
    answer('/api/safety-check', { riskLevel: 'high', result: 'This looks like a scam.' });
    renderSection(<SafetyCheckSection />);
    await check('You have won! Pay the fee with a gift card');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('tools-risk-high');
    expect(alert).toHaveTextContent('High risk');
    expect(alert).toHaveTextContent('This looks like a scam.');
  });

  it('offline, checks the words on the device and says so', async () => {
    answer('/api/safety-check', 'offline');
    renderSection(<SafetyCheckSection />);
    await check('He has a knife');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('High risk');
    expect(alert).toHaveTextContent('call the emergency number for your region now');
    expect(alert).toHaveTextContent('You are offline: this was checked on this device only');
  });

  it('offline, still calls a scam phrase or number a scam, quoting the phrase as typed', async () => {
    answer('/api/safety-check', 'offline');
    renderSection(<SafetyCheckSection />);
    await check('Your account has been SUSPENDED, click the link');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('High risk');
    expect(alert).toHaveTextContent(
      'This looks like a scam: it uses the scam phrase "\u2068account has been SUSPENDED\u2069".',
    );
    expect(alert).toHaveTextContent('checked on this device only');

    await userEvent.setup().clear(field());
    await check('+882 1234 5678');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This number or link has the signs of a known scam.',
    );
  });

  it('offline in Arabic, finds an Arabic scam phrase and quotes it isolated', async () => {
    await switchLanguage('ar');
    answer('/api/safety-check', 'offline');
    const user = userEvent.setup();
    renderSection(<SafetyCheckSection />);
    await user.type(
      screen.getByRole('textbox', { name: 'افحص اسمًا أو رقمًا أو رابطًا أو رسالة' }),
      'تم تعليق حسابك، اضغط على الرابط',
    );
    await user.click(screen.getByRole('button', { name: 'فحص' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('خطر مرتفع');
    expect(alert).toHaveTextContent('عبارة احتيال معروفة: "\u2068تم تعليق حسابك\u2069"');
  });

  it('a malformed answer is treated like no answer', async () => {
    answer('/api/safety-check', { riskLevel: 'extreme', result: 'x' });
    renderSection(<SafetyCheckSection />);
    await check('I feel trapped');
    expect(await screen.findByText('Medium risk')).toBeInTheDocument();
    expect(screen.getByText(/checked on this device only/)).toBeInTheDocument();
  });

  it('offline in Arabic, reads the Arabic words: a knife is high risk', async () => {
    await switchLanguage('ar');
    answer('/api/safety-check', 'offline');
    const user = userEvent.setup();
    renderSection(<SafetyCheckSection />);
    await user.type(
      screen.getByRole('textbox', { name: 'افحص اسمًا أو رقمًا أو رابطًا أو رسالة' }),
      'معه سكين',
    );
    await user.click(screen.getByRole('button', { name: 'فحص' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('خطر مرتفع');
  });

  it('shows a typed HTML payload as text, never as markup', async () => {
    answer('/api/safety-check', { riskLevel: 'low', result: 'Nothing found.' });
    const { container } = renderSection(<SafetyCheckSection />);
    await check('<script>window.__xss=1</script><i>x</i>');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Checked: <script>window.__xss=1</script><i>x</i>',
    );
    expect(container.querySelector('script, i')).toBeNull();
  });

  it('in Arabic, keeps a checked phone number left to right, in the field and the result', async () => {
    await switchLanguage('ar');
    answer('/api/safety-check', { riskLevel: 'high', result: 'يبدو هذا احتيالًا (999 أو 112).' });
    const user = userEvent.setup();
    renderSection(<SafetyCheckSection />);
    const input = screen.getByRole('textbox', { name: 'افحص اسمًا أو رقمًا أو رابطًا أو رسالة' });
    expect(input).toHaveAttribute('dir', 'auto');
    await user.type(input, '+882 1234 5678');
    await user.click(screen.getByRole('button', { name: 'فحص' }));
    const alert = await screen.findByRole('alert');
    const isolated = [...alert.querySelectorAll('bdi[dir="ltr"]')].map((el) => el.textContent);
    expect(isolated).toEqual(['+882 1234 5678', '999', '112']);
  });
});
