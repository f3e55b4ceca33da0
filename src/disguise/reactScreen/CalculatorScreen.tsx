import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isPublicCodeRetired } from '../../session/publicCode';
import { onWindow } from '../../platform/page/page';
import type { CalcKey } from '../engine';
import { displaySizeClass, KEYPAD, keyClassName, calcKeyFromKeyboard } from '../keypad';
import { type AppContent } from './content';
import {
  COMPUTING_CLASS,
  isComputing,
  onComputingChange,
  type GateAction,
  LONG_PRESS_MS,
} from '../code';
import { useCalculatorStrings } from './strings';
import { useCalculator } from './useCalculator';
import { useLongPress } from './useLongPress';
import '../keypad/calculator.css';

interface CalculatorScreenProps {
  content: AppContent;
  onSecret: (action: GateAction) => void;
  /** Digits that "=" would make a candidate code: their key may be derived ahead (nothing shown). */
  onCandidate?: (code: string) => void;
}

export function CalculatorScreen({ content, onSecret, onCandidate }: CalculatorScreenProps) {
  const t = useCalculatorStrings();
  // Read once per mount (every lock mounts the calculator afresh). Once the user's own code has
  // replaced 77777, the footer stops advertising the app and 11111 is just a number.
  const [retired] = useState(isPublicCodeRetired);
  const codes = useMemo(
    () => (retired ? { ...content.codes, friend: '' } : content.codes),
    [retired, content.codes],
  );
  const { state, pressKey, longPressEquals } = useCalculator(
    codes,
    onSecret,
    onCandidate,
    retired ? null : content.codes.unlock,
  );
  const equalsHold = useLongPress(longPressEquals, LONG_PRESS_MS);
  // The digits dim while a typed code is checked (computing.ts).
  const computing = useSyncExternalStore(onComputingChange, isComputing);
  const [flashed, setFlashed] = useState<CalcKey | null>(null);

  // A layout effect, so the keyboard works from the first committed frame.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = calcKeyFromKeyboard(event);
      if (!key) return;
      // Also stops a focused button from being clicked by Enter as well.
      event.preventDefault();
      pressKey(key);
      setFlashed(key);
    }
    return onWindow('keydown', onKeyDown);
  }, [pressKey]);

  useEffect(() => {
    if (!flashed) return;
    const timer = setTimeout(() => setFlashed(null), 120);
    return () => clearTimeout(timer);
  }, [flashed]);

  const activeOperator = state.awaitingOperand ? state.operator : null;

  return (
    <main className="calc">
      <h1 className="calc-title">{content.title === 'Calculator' ? t('title') : content.title}</h1>
      <output
        className={`calc-display ${displaySizeClass(state.display)}${computing ? ` ${COMPUTING_CLASS}` : ''}`}
        aria-label={t('keys.display')}
        aria-busy={computing || undefined}
        aria-live="polite"
        dir="ltr"
      >
        {state.display}
      </output>
      <div className="calc-keys" role="group" aria-label={t('keypad')} dir="ltr">
        {KEYPAD.map((spec) => (
          <button
            key={spec.key}
            type="button"
            className={keyClassName(spec, activeOperator === spec.key, flashed === spec.key)}
            data-key={spec.key}
            aria-label={spec.name ? t(spec.name) : undefined}
            {...(spec.key === '=' ? equalsHold.handlers : {})}
            onClick={() => {
              if (spec.key === '=' && equalsHold.consumeClick()) return;
              pressKey(spec.key);
            }}
          >
            {spec.symbol ? content.buttons[spec.symbol] : spec.key}
          </button>
        ))}
      </div>
      <footer className="calc-footer">
        {!retired && (
          <>
            <p>{t('poweredBy', { brand: content.publicName })}</p>
            <p>{t('hint', { code: content.codes.unlock })}</p>
          </>
        )}
      </footer>
    </main>
  );
}
