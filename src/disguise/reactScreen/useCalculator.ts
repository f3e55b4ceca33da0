import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type CalcKey,
  type CalculatorState,
  initialCalculatorState,
  press,
  tapeLineFor,
} from '../engine';
import type { SecretCodes } from '../keypad';
import { type GateAction, matchLongPressEquals, matchSecretCode, speculativeCode } from '../code';
import { recordCalculation } from '../../session/calculatorTape';
import { clearCalculatorSeed, peekCalculatorSeed } from './handoff';

/**
 * Calculator state plus the gate: every key goes through the pure engine, then the gate looks
 * at the code buffer. Panic and friend codes reset the calculator; a successful unlock unmounts it.
 */
export function useCalculator(
  codes: SecretCodes,
  onSecret: (action: GateAction) => void,
  /** Digits that "=" would make a candidate code: their key may be derived ahead (nothing shown). */
  onCandidate?: (code: string) => void,
  /** The public code while it still opens the vault (null once retired): derived one digit early. */
  publicCode: string | null = null,
) {
  // Taking over from the first screen's vanilla calculator: the same number stays on screen.
  const [state, setState] = useState<CalculatorState>(
    () => peekCalculatorSeed() ?? initialCalculatorState,
  );
  useEffect(() => clearCalculatorSeed(), []);
  const current = useRef(state);
  const secretHandler = useRef(onSecret);
  const candidateHandler = useRef(onCandidate);
  useLayoutEffect(() => {
    secretHandler.current = onSecret;
    candidateHandler.current = onCandidate;
  });

  const pressKey = useCallback(
    (key: CalcKey) => {
      const next = press(current.current, key);
      const action = matchSecretCode(next.codeBuffer, key, codes, next.codeRun);
      // The Chat tab's disguise is this tape, kept in memory only (src/vault/calculatorTape.ts).
      const line = action ? null : tapeLineFor(current.current, key, next);
      if (line) recordCalculation(line);
      // Panic and friend codes clear the display at once. An unlock attempt does not: if the code
      // opens nothing (a custom code replaced 77777), the number stays, as for any sum.
      const clears = action?.kind === 'panic' || action?.kind === 'friend';
      const shown = clears ? initialCalculatorState : next;
      current.current = shown;
      setState(shown);
      if (action) secretHandler.current(action);
      else {
        const candidate = speculativeCode(next, key, publicCode);
        if (candidate) candidateHandler.current?.(candidate);
      }
    },
    [codes, publicCode],
  );

  /**
   * A long press on "=": the panic when the code's digits were just typed (then the calculator
   * resets, as after 123#). Returns false when it is not the panic, so the press is an ordinary "=".
   */
  const longPressEquals = useCallback((): boolean => {
    const action = matchLongPressEquals(current.current.codeBuffer, codes);
    if (!action) return false;
    current.current = initialCalculatorState;
    setState(initialCalculatorState);
    secretHandler.current(action);
    return true;
  }, [codes]);

  return { state, pressKey, longPressEquals };
}
