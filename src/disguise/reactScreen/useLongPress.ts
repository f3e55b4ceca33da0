import { type PointerEvent, useCallback, useEffect, useRef } from 'react';

/**
 * Pointer handlers for one button that tell a long press from a click, for touch and mouse alike.
 * After `ms` held, `onLongPress` runs; if it returns true the press was used, and the click the
 * browser sends on release is swallowed (so the long press never also runs the key).
 */
export function useLongPress(onLongPress: () => boolean, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const used = useRef(false);
  const handler = useRef(onLongPress);
  useEffect(() => {
    handler.current = onLongPress;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (event.button !== 0) return;
      cancel();
      used.current = false;
      timer.current = setTimeout(() => {
        timer.current = null;
        used.current = handler.current();
      }, ms);
    },
    [cancel, ms],
  );

  /** True once: the click that ends a used long press, which must do nothing. */
  const consumeClick = useCallback(() => {
    const swallow = used.current;
    used.current = false;
    return swallow;
  }, []);

  return {
    handlers: {
      onPointerDown,
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // A held finger opens the context menu on some phones: a calculator key has none.
      onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
    },
    consumeClick,
  };
}
