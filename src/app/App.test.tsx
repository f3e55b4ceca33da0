import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mock-api/node';
import { resetMockState } from '../../mock-api/state';
import { registerPanicHandler, useSosSheet } from '../features/emergency';
import { useSession } from '../session';
import { resetVaultForTests, setMinimalKdfForTests } from '../vault/vault';
import { TAB_NAMES } from '../../e2e/support/tabNames';
import { App } from './App';
import { resetAuthCheck, useAuth } from './authStore';

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
afterEach(async () => {
  server.resetHandlers();
  server.events.removeAllListeners();
  // Some tests choose their own code: every test starts from a device that never ran the app.
  useSession.getState().lock();
  resetVaultForTests();
  for (const { name } of await indexedDB.databases()) {
    if (name) {
      await new Promise((resolve) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
    }
  }
});
afterAll(() => server.close());

let navigateTo: NavigateFunction = () => undefined;

/** Lets a test move through history like a user with Back or a link. */
function NavigationProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  return null;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationProbe />
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
    // The first unlock of the file transforms the shell with its first tab's panel (the app
    // prefetches them at idle): seconds under a loaded machine, hence the long waits.
    const tablist = await screen.findByRole('tablist');
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
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('11111 on a device that never signed in signs in first, then grants friend access', async () => {
    resetMockState({ signedIn: false });
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('11111');
    expect(await screen.findByText('Friend Access Granted!')).toBeInTheDocument();
    expect(screen.queryByText('Invalid Code')).not.toBeInTheDocument();
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
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

describe('leaving the interface for a page that is not it', () => {
  it.each(['/landing', '/no/such/page'])(
    'locks the vault on %s, so going back to / asks for the code again',
    async (elsewhere) => {
      const user = userEvent.setup();
      renderAt('/');
      await typeKeys(user, ['7', '7', '7', '7', '7']);
      expect(await screen.findByRole('tablist')).toBeInTheDocument();
      act(() => void navigateTo(elsewhere));
      expect(useSession.getState().status).toBe('locked');
      act(() => void navigateTo(-1));
      expect(display()).toHaveTextContent(/^0$/);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
  );
});

describe('once the user has chosen their own code', () => {
  const footer = () => document.querySelector('footer.calc-footer');

  it('a new user sees the brand and the 77777 hint', () => {
    renderAt('/');
    expect(footer()).toHaveTextContent('Powered by Calculator+');
    expect(footer()).toHaveTextContent('Need a hand? Try 77777');
  });

  it('after setting a code, the footer is empty, 77777 opens nothing and 11111 is a number', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const user = userEvent.setup();
    renderAt('/');
    await typeKeys(user, ['7', '7', '7', '7', '7']);
    // The one-line suggestion's button opens the card.
    await user.click(await screen.findByRole('button', { name: 'Choose your code' }));
    await screen.findByRole('heading', { name: 'Choose your own code' });
    await user.type(screen.getByLabelText('Your code (6 to 10 digits)'), '246813');
    await user.type(screen.getByLabelText('Your code again'), '246813');
    await user.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Code saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Interface' }));

    expect(footer()).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent(/77777|Powered by/);
    requests.length = 0;
    await user.keyboard('11111');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(display()).toHaveTextContent(/^11111$/);
    expect(requests.filter((url) => url.includes('/api/friend-access'))).toEqual([]);
    expect(screen.queryByText('Friend Access Granted!')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.keyboard('{Escape}77777');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The user's own code, then =, still opens it.
    await user.keyboard('{Escape}246813=');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
  });

  it('11111 with a retired public code the flag did not know about says nothing', async () => {
    // A user who chose a code before the flag existed: the server grants access, but 77777 no
    // longer opens the vault, so nothing may announce "Opening safety interface...".
    const user = userEvent.setup();
    const { setCodes, unlockWithCode, lockVault } = await import('../vault');
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await setCodes('246813')).toEqual({ ok: true });
    lockVault();
    localStorage.removeItem('calculator-hints');
    renderAt('/');
    await user.keyboard('11111');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByText('Friend Access Granted!')).not.toBeInTheDocument();
    expect(screen.queryByText(/Opening safety interface/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    // The calculator learnt it: the next time it shows no hint.
    expect(localStorage.getItem('calculator-hints')).toBe('off');
  });

  it('a 4-digit code from before the 6-digit minimum still opens, with a prompt to choose a longer one', async () => {
    const { setCodes, unlockWithCode, lockVault, writeMeta } = await import('../vault');
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await setCodes('2468')).toEqual({ ok: true });
    await writeMeta('setup', { done: true });
    lockVault();
    const user = userEvent.setup();
    renderAt('/');
    await user.keyboard('2468=');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    // The digits are isolated left to right, so the sentence spans several elements.
    expect(await screen.findByText(/it can be guessed quickly/)).toHaveTextContent(
      'Your code has only 4 digits: it can be guessed quickly.',
    );
    await user.click(screen.getByRole('button', { name: 'Choose a longer code' }));
    expect(screen.getByRole('heading', { name: 'Choose your own code' })).toBeInTheDocument();
    // Locking forgets it: nothing about the code's length outlives the session.
    await user.click(screen.getByRole('button', { name: 'Hide Interface' }));
    await user.keyboard('{Escape}77777');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
