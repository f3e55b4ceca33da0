import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { HotlineList } from './HotlineList';

const { renderWithI18n } = installTestI18n('emergency', 'help', 'shell');

describe('HotlineList', () => {
  it("lists the spec's hotlines with tel: links and left-to-right numbers", () => {
    renderWithI18n(<HotlineList />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:988',
      'tel:+18883737888',
      'tel:+448082000247',
      'tel:116123',
    ]);
    expect(links[0]).toHaveTextContent('988 Suicide & Crisis Lifeline (US)');
    expect(links[1]).toHaveTextContent('1-888-373-7888');
    expect(links[2]).toHaveTextContent('0808 2000 247');
    expect(links[3]).toHaveTextContent('Samaritans');
    for (const link of links) expect(link.querySelector('bdi[dir="ltr"]')).not.toBeNull();
    expect(links[2]?.querySelector('bdi')).toHaveTextContent('0808 2000 247');
    expect(screen.getByText(/open the Country tab/)).toBeInTheDocument();
  });
});
