import { type RefObject, useEffect, useEffectEvent } from 'react';
import { onWindow } from '../../../platform/page/page';
import { focusedElement } from '../../../platform/page/focus';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard handling of the full-screen SOS dialog: focus moves into it on open and back where it
 * was on close; Tab stays inside; Escape asks `onEscape` (which confirms before closing). Keys
 * pressed in the sheet never reach the calculator underneath (it listens on window), so Escape or
 * Enter here cannot clear or change the sum on display.
 */
export function useSosFocus(
  dialog: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  onEscape: () => void,
): void {
  const escape = useEffectEvent(onEscape);
  useEffect(() => {
    const previous = focusedElement();
    initial.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      const inside = event.target instanceof Node && root.contains(event.target);
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key === 'Tab') {
        const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const index = items.indexOf(focusedElement() as HTMLElement);
        const wrapBack = event.shiftKey && (index <= 0 || !inside);
        const wrapForward = !event.shiftKey && (index === items.length - 1 || !inside);
        if (wrapBack || wrapForward) {
          event.preventDefault();
          (wrapBack ? last : first).focus();
        }
        return;
      }
      // Typing with the focus outside the sheet (on the page body) must not reach the calculator.
      if (!inside) event.stopPropagation();
    };
    const stopListening = onWindow('keydown', onKeyDown, true);
    return () => {
      stopListening();
      if (previous?.isConnected) previous.focus();
    };
  }, [dialog, initial]);
}
