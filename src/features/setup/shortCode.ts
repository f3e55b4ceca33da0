import { create } from 'zustand';
import { onLock } from '../../session';
import { MIN_CODE } from './codeRules';

/**
 * Codes of 4 or 5 digits chosen before 6 became the minimum keep working, but the user is asked to
 * choose a longer one. Nothing stores a code's length (it would help a guesser): the unlock that
 * just happened knows it, and this in-memory note lives until the next lock.
 */
export const useShortCodeNotice = create<{ digits: number | null }>(() => ({ digits: null }));

/** Called after a real unlock with the user's own code. */
export function noteUnlockCode(code: string): void {
  useShortCodeNotice.setState({ digits: code.length < MIN_CODE ? code.length : null });
}

/** The user has just chosen a new code (which the rules made long enough). */
export function clearShortCodeNotice(): void {
  useShortCodeNotice.setState({ digits: null });
}

onLock(clearShortCodeNotice);
