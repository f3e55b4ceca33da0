import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCodes, verifyCurrentCode } from '../../vault';
import { SecuritySection } from './SecuritySection';
import { renderInEnglish } from './settings.test-support';

vi.mock('../../vault', () => ({ verifyCurrentCode: vi.fn(), setCodes: vi.fn() }));

const verify = vi.mocked(verifyCurrentCode);
const set = vi.mocked(setCodes);

beforeEach(() => {
  verify.mockReset().mockResolvedValue(true);
  set.mockReset().mockResolvedValue({ ok: true });
});

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  await renderInEnglish(<SecuritySection />);
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change Code' }));
  return user;
}

describe('Security: change code', () => {
  it('offers numeric, unremembered code fields and explains both codes', async () => {
    await renderInEnglish(<SecuritySection />);
    for (const label of ['Current code', 'New code', 'New code again', 'Duress code (optional)']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
    }
    expect(screen.getByLabelText('New code')).toHaveAccessibleDescription(/Use 6 to 10 digits/);
    expect(
      screen.getByText(/opens an empty copy .* records a "help" alarm on the server/),
    ).toBeVisible();
  });

  it('keeps digits only', async () => {
    const user = userEvent.setup();
    await renderInEnglish(<SecuritySection />);
    await user.type(screen.getByLabelText('New code'), '12a3-4');
    expect(screen.getByLabelText('New code')).toHaveValue('1234');
  });

  it('a wrong current code changes nothing', async () => {
    verify.mockResolvedValue(false);
    await fill({ 'Current code': '12345', 'New code': '246810', 'New code again': '246810' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not your current code. Nothing was changed.',
    );
    expect(verify).toHaveBeenCalledWith('12345');
    expect(set).not.toHaveBeenCalled();
  });

  it('mismatched new codes are caught before any key derivation', async () => {
    await fill({ 'Current code': '77777', 'New code': '246810', 'New code again': '246811' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new codes do not match.');
    expect(verify).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
  });

  it('sets the new code and the duress code, shows progress, then says how to use it', async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    set.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await fill({
      'Current code': '77777',
      'New code': '246810',
      'New code again': '246810',
      'Duress code (optional)': '135790',
      'Duress code again': '135790',
    });
    expect(await screen.findByText(/Protecting your data with the new code/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change Code' })).toBeDisabled();
    finish({ ok: true });
    expect(await screen.findByText(/Your new code is set/)).toHaveTextContent(
      /press = to open your data\. 77777 no longer opens it\. Your duress code is set too\./,
    );
    expect(set).toHaveBeenCalledWith('246810', '135790');
    expect(screen.getByLabelText('New code')).toHaveValue('');
  });

  it('sends no duress code when none is given', async () => {
    await fill({ 'Current code': '77777', 'New code': '246810', 'New code again': '246810' });
    await screen.findByText(/Your new code is set/);
    expect(set).toHaveBeenCalledWith('246810', undefined);
  });

  it('refuses a code shorter than 6 digits', async () => {
    await fill({ 'Current code': '77777', 'New code': '24680', 'New code again': '24680' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new code must be 6 to 10 digits.',
    );
    expect(set).not.toHaveBeenCalled();
  });

  it('says how long the new code would resist guessing, for its length', async () => {
    const user = userEvent.setup();
    await renderInEnglish(<SecuritySection />);
    // The numbers are isolated left to right, so the sentence spans several elements.
    const note = await screen.findByText(/Trying every code of/);
    expect(note).toHaveTextContent(
      'Trying every code of 6 digits would take about 3 days on one computer.',
    );
    await user.type(screen.getByLabelText('New code'), '2468013579');
    expect(note).toHaveTextContent(
      'Trying every code of 10 digits would take about 87 years on one computer.',
    );
  });

  it('retires the public code for the calculator once the new code is set', async () => {
    localStorage.clear();
    await fill({ 'Current code': '77777', 'New code': '246810', 'New code again': '246810' });
    await screen.findByText(/Your new code is set/);
    expect(localStorage.getItem('calculator-hints')).toBe('off');
  });

  it('explains a new code that is already the duress code', async () => {
    set.mockResolvedValue({ ok: false, reason: 'same-as-duress' });
    await fill({ 'Current code': '77777', 'New code': '246810', 'New code again': '246810' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is already your duress code.',
    );
  });

  it('refuses a duress code of another length or equal to the new code', async () => {
    await fill({
      'Current code': '77777',
      'New code': '246810',
      'New code again': '246810',
      'Duress code (optional)': '13579',
      'Duress code again': '13579',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The duress code must have the same number of digits as the new code.',
    );
    expect(verify).not.toHaveBeenCalled();
  });
});
