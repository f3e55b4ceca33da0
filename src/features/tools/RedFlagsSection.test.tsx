import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getVaultDatabase } from '../../vault';
import { RedFlagsSection } from './RedFlagsSection';
import { installToolsHooks, renderSection } from './tools.test-support';

installToolsHooks();

const summary = (name: string) => screen.getByText(name, { selector: 'summary' });
const details = (name: string) => summary(name).closest('details')!;

describe('Tools: red flags accordion', () => {
  it('has the three built-in categories, closed until opened', async () => {
    const user = userEvent.setup();
    renderSection(<RedFlagsSection />);
    for (const name of ['Dating', 'Employment', 'Trafficking']) {
      expect(details(name)).not.toHaveAttribute('open');
    }
    await user.click(summary('Trafficking'));
    expect(details('Trafficking')).toHaveAttribute('open');
    const flags = within(details('Trafficking')).getAllByRole('listitem');
    expect(flags).toHaveLength(4);
    expect(flags[0]).toHaveTextContent('Someone else holds your documents, money or phone.');
    expect(details('Dating')).not.toHaveAttribute('open');
    await user.click(summary('Trafficking'));
    expect(details('Trafficking')).not.toHaveAttribute('open');
  });

  it('adds the red flags saved on the Settings page, as text', async () => {
    await getVaultDatabase().settings.put({
      id: 'settings',
      emergencyNumbers: [],
      redFlags: [
        {
          id: 'r1',
          title: 'Asks for my PIN',
          description: 'He <b>always</b> wants it',
          category: 'dating',
        },
        { id: 'r2', title: 'Reads my messages', description: 'Every night', category: '' },
      ],
    });
    const user = userEvent.setup();
    const { container } = renderSection(<RedFlagsSection />);
    await user.click(await screen.findByText('Your red flags (from Settings)'));
    const items = within(details('Your red flags (from Settings)')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Asks for my PIN (dating): He <b>always</b> wants it',
      'Reads my messages: Every night',
    ]);
    expect(container.querySelector('li b')).toBeNull();
  });

  it('has no saved section before anything is saved', async () => {
    renderSection(<RedFlagsSection />);
    await screen.findByText('Dating');
    expect(screen.queryByText('Your red flags (from Settings)')).toBeNull();
  });
});
