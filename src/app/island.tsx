import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { GateAction } from '../disguise/code';
import {
  seedCalculator,
  calculatorTranslate,
  loadCalculatorStrings,
} from '../disguise/reactScreen';
import type { VanillaCalculator } from '../disguise/firstScreen';
import { useLanguageStore } from '../i18n/languageStore';
import { useSession } from '../session';
import { App } from './App';
import { showIslandWhenNeeded } from './lockedUi';
import { prepareShell } from './Disguised';
import { runSecretAction } from './secretAction';
import '../ui/tokens.css';
import { pageElement } from '../platform/page/page';

/**
 * The React island: everything but the first screen's calculator. It mounts once, at unlock (or
 * when something only React can show must appear on the locked calculator: the SOS sheet, a toast,
 * the update bar), and then owns the whole page, the calculator included, as before.
 */
let root: Root | null = null;
let vanilla: VanillaCalculator | null = null;

export function mountApp(): void {
  if (root) return;
  if (vanilla) {
    // Still locked (a toast, the SOS sheet, the update bar): the React calculator starts where the
    // vanilla one stands, so the number on screen stays. At unlock it does not: the calculator
    // shown after Hide starts at 0, as always.
    if (useSession.getState().status === 'locked') seedCalculator(vanilla.state());
    vanilla.destroy();
    vanilla = null;
  }
  void loadCalculatorStrings(useLanguageStore.getState().language);
  const container = pageElement('root');
  if (!container) throw new Error('missing #root');
  container.replaceChildren();
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

/**
 * While the vanilla calculator is on screen: the locked-state work that needs React mounts it first.
 * The panic (123#, a check-in deadline) opens the SOS sheet, toasts and the update bar are React:
 * the same watch as main.ts's idle step (`lockedUi.ts`), here for a code typed before that step ran.
 */
export function adoptVanillaCalculator(calculator: VanillaCalculator): void {
  if (root || vanilla) return;
  vanilla = calculator;
  showIslandWhenNeeded(mountApp);
}

/** A secret code typed on the vanilla calculator. */
export function handleVanillaSecret(action: GateAction, unlockCode: string): void {
  // Unlocking mounts React only once the vault has opened: a code that opens nothing leaves the
  // vanilla calculator (and its number) as it is, as for any sum.
  const unlock = () => {
    useSession.getState().unlock();
    mountApp();
  };
  if (action.kind === 'friend') mountApp();
  runSecretAction(action, unlockCode, calculatorTranslate(), unlock, prepareShell);
}
