import { beginComputing, showsComputing, type GateAction } from '../disguise/code';
import type { CalculatorTranslate } from '../disguise/reactScreen';
import { triggerPanic } from '../features/emergency';
import { submitFriendCode } from './friendAccess';
import { isPublicCodeRetired } from '../session/publicCode';
import { enterVault, openVault, tryCode } from './openVault';

/**
 * What a secret code typed on the locked calculator does, for the React calculator and the first
 * screen's vanilla one alike. `unlock` shows the interface (for the vanilla calculator it also
 * mounts React, only then).
 */
export function runSecretAction(
  action: GateAction,
  unlockCode: string,
  t: CalculatorTranslate,
  unlock: () => void,
  /** Called on a code the vault will check: the interface gets ready while the key is derived. */
  prepare: () => void = () => undefined,
): void {
  if (action.kind !== 'panic') prepare();
  // The calculator shows it is at work until the check ends, whatever its answer (computing.ts).
  const done = showsComputing(action, isPublicCodeRetired()) ? beginComputing() : () => undefined;
  switch (action.kind) {
    case 'unlock':
      void openVault(action.code, unlockCode, unlock).finally(done);
      break;
    case 'panic':
      void triggerPanic('panic-code');
      break;
    case 'friend':
      void submitFriendCode(action.code, t, async () => {
        const opened = await tryCode(unlockCode, unlockCode);
        return opened ? () => enterVault(opened, unlock) : null;
      }).finally(done);
      break;
    case 'candidate':
      // Digits followed by "=": the vault checks them by key derivation (custom codes).
      void openVault(action.code, unlockCode, unlock).finally(done);
      break;
  }
}
