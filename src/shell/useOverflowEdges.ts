import { type RefObject, useLayoutEffect, useState } from 'react';

export interface OverflowEdges {
  /** Content is hidden before the visible part (left in LTR, right in RTL). */
  start: boolean;
  /** Content is hidden after the visible part. */
  end: boolean;
}

const NONE: OverflowEdges = { start: false, end: false };

/** Which ends of a horizontal scroller `element` hide content, from its scroll offsets. */
export function overflowEdges(element: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): OverflowEdges {
  const hidden = element.scrollWidth - element.clientWidth;
  // Right to left, Chromium and Firefox count scrollLeft from 0 down to -hidden.
  const offset = Math.abs(element.scrollLeft);
  // One pixel of slack: zoomed and fractional layouts stop a fraction short of the end.
  return { start: offset > 1, end: offset < hidden - 1 };
}

/**
 * Tracks which ends of a horizontally scrolling element hide content: on scroll, and when it or
 * its children change size (a new language's labels, a rotated phone).
 */
export function useOverflowEdges(ref: RefObject<HTMLElement | null>): OverflowEdges {
  const [edges, setEdges] = useState(NONE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = overflowEdges(element);
      setEdges((previous) =>
        previous.start === next.start && previous.end === next.end ? previous : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
