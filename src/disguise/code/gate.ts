import { type CalcKey, isDigit, isOperator } from '../engine';
import type { SecretCodes } from '../keypad';

/**
 * The code gate: decides, after each key, whether the typed keys form a secret code. It is a
 * small pure module on purpose: the vault will add codes that are checked by key derivation
 * (custom codes followed by "="), behind the same `GateAction` result.
 */
export type GateAction =
  | { kind: 'unlock'; code: string }
  | { kind: 'panic' }
  | { kind: 'friend'; code: string }
  /** Digits followed by "=": a candidate for a custom code, checked by the vault. */
  | { kind: 'candidate'; code: string };

export type GateTrigger = 'digit' | 'operator' | 'equals' | 'hash';

export function triggerOf(key: CalcKey): GateTrigger | null {
  if (isDigit(key)) return 'digit';
  if (isOperator(key)) return 'operator';
  if (key === '=') return 'equals';
  if (key === '#') return 'hash';
  return null;
}

/**
 * The run of digits typed just before "=", when long enough to be a custom code (4 and 5 digits
 * are codes chosen before the 6-digit minimum; they keep working).
 */
const CANDIDATE = /^(\d{4,10}) $/;

export function matchSecretCode(
  codeBuffer: string,
  key: CalcKey,
  codes: SecretCodes,
  codeRun = '',
): GateAction | null {
  const trigger = triggerOf(key);
  if (!trigger) return null;
  if (codeBuffer.endsWith(codes.panic) && (trigger === 'hash' || !codes.panic.endsWith('#'))) {
    return { kind: 'panic' };
  }
  // 77777 is checked on digit, operator and equals (spec §4 Gate).
  if (trigger !== 'hash' && codeBuffer.endsWith(codes.unlock)) {
    return { kind: 'unlock', code: codes.unlock };
  }
  // An empty friend code is switched off (the user's own code has retired the public ones).
  if (trigger === 'digit' && codes.friend !== '' && codeBuffer.endsWith(codes.friend)) {
    return { kind: 'friend', code: codes.friend };
  }
  if (trigger === 'equals') {
    const candidate = CANDIDATE.exec(codeRun)?.[1];
    if (candidate) return { kind: 'candidate', code: candidate };
  }
  return null;
}

/**
 * Codes chosen today have at least 6 digits (MIN_CODE in src/features/setup/codeRules.ts). Shorter
 * runs are not guessed ahead: every 4- and 5-digit prefix of a code would start a derivation the
 * worker must finish before the real one (one runs at a time).
 */
const SPECULATE_FROM = 6;
const SPECULATIVE = /^\d+$/;

/**
 * The digits just typed, when "=" next would make them a candidate code of today's length: the
 * vault may start deriving their key now (src/vault/speculation.ts), before "=" confirms them.
 * Only on a digit key: nothing else extends a run.
 */
export function speculativeCandidate(codeRun: string, key: CalcKey): string | null {
  if (triggerOf(key) !== 'digit' || !SPECULATIVE.test(codeRun)) return null;
  return codeRun.length >= SPECULATE_FROM && CANDIDATE.test(`${codeRun} `) ? codeRun : null;
}

/**
 * The public code (77777) while it still opens the vault: its derivation may start on the digit
 * before its last, so that the last finds the key derived or under way (the public code opens on
 * that digit, with no "=" after it to wait for). Only while it is not retired: its key then protects
 * nothing a watcher could not open by typing the code printed in the footer. Null otherwise.
 */
export function speculativePublicCode(
  codeBuffer: string,
  key: CalcKey,
  publicCode: string | null,
): string | null {
  if (!publicCode || !/^\d{2,}$/.test(publicCode) || triggerOf(key) !== 'digit') return null;
  return codeBuffer.endsWith(publicCode.slice(0, -1)) ? publicCode : null;
}

/**
 * The code whose key may be derived ahead after `key` (both calculators call this when the gate
 * raised nothing): the public code one digit early, else a custom candidate before its "=".
 */
export function speculativeCode(
  next: { codeRun: string; codeBuffer: string },
  key: CalcKey,
  publicCode: string | null,
): string | null {
  return (
    speculativePublicCode(next.codeBuffer, key, publicCode) ??
    speculativeCandidate(next.codeRun, key)
  );
}

/** A press on "=" held this long is a long press (the panic code's touch form). */
export const LONG_PRESS_MS = 800;

/**
 * The panic code without its "#", for touch: a phone's keypad has no "#", and a real calculator must
 * not grow one, so "123" then a long press on "=" raises the panic. A watcher sees a slow "=".
 */
export function matchLongPressEquals(codeBuffer: string, codes: SecretCodes): GateAction | null {
  const digits = codes.panic.replace(/#$/, '');
  return digits !== '' && codeBuffer.endsWith(digits) ? { kind: 'panic' } : null;
}
