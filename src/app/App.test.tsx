import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mock-api/node';
import { resetMockState } from '../../mock-api/state';
import { registerPanicHandler, useSosSheet } from '../features/emergency';
import { useSession } from '../vault/session';
import { setMinimalKdfForTests } from '../vault/vault';
import { App } from './App';
import { resetAuthCheck, useAuth } from './authStore';

const TAB_NAMES = [
  'Emergency',
  'Evidence',
  'Stealth',
  'Chat',
  'Panic',
  'Country',
  'Shop',
  'Tools',
  'Journal',
  'Community',
  'Info',
  'Subscription',
  'Help',
];

beforeAll(() => {
  // Unlocking derives a key; these tests are about the screens, not the key derivation's cost.
  setMinimalKdfForTests();
  server.listen({ onUnhandledRequest: 'bypass' });
});
beforeEach(() => {
  resetMockState();
  localStorage.clear();
  resetAuthCheck();
  useSession.getState().lock();
  // The panic test opens the SOS sheet over everything; each test starts without it.
  useSosSheet.getState().close();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

async function typeKeys(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) await user.click(screen.getByRole('button', { name }));
}

const display = () => screen.getByRole('status', { name: 'Display' });

describe('the calculator disguise', () => {
  it('calculates with clicks and shows the result', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(display()).toHaveTextContent('0');
    await typeKeys(user, ['1', '2', 'Add', '7', 'Equals']);
    expect(display()).toHaveTextContent(/^19$/);
  });

  it('takes the physical keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('9*8{Enter}');
    expect(display()).toHaveTextContent(/^72$/);
    await user.keyboard('{Escape}');
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('opens the 13-tab interface on 77777 and Hide Interface returns to a cleared calculator', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await typeKeys(user, ['7', '7', '7', '7', '7']);
    const tablist = await screen.findByRole('tablist', {}, { timeout: 5000 });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(within(tablist).getByRole('tab', { name: 'Emergency' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(document.title).toBe('Calculator');
    await user.click(screen.getByRole('button', { name: 'Hide Interface' }));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('fires the panic hook on 123# (keyboard #) and resets the calculator', async () => {
    const user = userEvent.setup();
    const panic = vi.fn();
    const unregister = registerPanicHandler(panic);
    renderAt('/');
    await user.keyboard('123#');
    await waitFor(() => expect(panic).toHaveBeenCalledWith('panic-code'));
    // The app's own panic action opens the SOS sheet over the locked calculator.
    await waitFor(() =>
      expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'panic-code' }),
    );
    expect(display()).toHaveTextContent(/^0$/);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    unregister();
  });

  it('11111 grants friend access, toasts, and unlocks after a second', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('11111');
    expect(await screen.findByText('Friend Access Granted!')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await screen.findByRole('tablist', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('a refused friend code gives the destructive "Invalid Code" toast and stays locked', async () => {
    server.use(
      http.post('*/api/friend-access', () =>
        HttpResponse.json({ message: 'The access code is not valid.' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('11111');
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument();
    expect(screen.getByText('The access code is not valid.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the not-found page on an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the landing page with its sign-in button', () => {
    renderAt('/landing');
    expect(screen.getByRole('heading', { name: 'Calculator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /home to the landing page', async () => {
    resetMockState({ signedIn: false });
    renderAt('/home');
    await waitFor(() => expect(useAuth.getState().status).toBe('signedOut'));
    expect(await screen.findByRole('button', { name: 'Sign In to Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Display' })).not.toBeInTheDocument();
  });

  it('shows the calculator at /home to a signed-in user and remembers them for offline use', async () => {
    renderAt('/home');
    expect(await screen.findByRole('status', { name: 'Display' })).toBeInTheDocument();
    expect(localStorage.getItem('calculator-session')).toBe('1');
  });

  it('keeps /settings behind the calculator while locked', async () => {
    renderAt('/settings');
    expect(await screen.findByRole('status', { name: 'Display' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save All Changes' })).not.toBeInTheDocument();
  });
});
