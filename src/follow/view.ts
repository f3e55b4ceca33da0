import type { FollowState } from './push';

/** A text of locales/<lng>/follow.json by its key. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

export interface FollowView {
  /** `subscribed`: this link has this browser's subscription (which button to offer). */
  show(state: FollowState, subscribed: boolean): void;
}

/** States in which the page offers no button: nothing the contact presses could change them. */
const FINAL: ReadonlySet<FollowState> = new Set(['incomplete', 'unknown', 'unsupported']);
const PROBLEM: ReadonlySet<FollowState> = new Set([
  'denied',
  'dismissed',
  'unsupported',
  'incomplete',
  'unknown',
  'network',
  'failed',
]);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), props);
}

/**
 * Builds the page in `root` and returns how to show a state. `compact`: a part of another page
 * (the live location page), a heading of its own level two and one line of explanation.
 */
export function mountView(
  root: HTMLElement,
  t: Translate,
  actions: { turnOn: () => void; turnOff: () => void },
  options: { compact?: boolean } = {},
): FollowView {
  if (!options.compact) document.title = t('heading');
  const heading = options.compact
    ? element('h2', { textContent: t('live.notifyHeading') })
    : element('h1', { textContent: t('heading') });
  const intro = element('div', { className: 'intro' });
  intro.append(
    ...(options.compact
      ? [element('p', { textContent: t('live.notifyExplain') })]
      : [element('p', { textContent: t('intro') }), element('p', { textContent: t('explain') })]),
  );
  // A live region from the start, so that each new state is read out when it appears.
  const status = element('div', { className: 'status' });
  status.setAttribute('role', 'status');
  const on = element('button', { type: 'button', className: 'primary', textContent: t('turnOn') });
  const off = element('button', { type: 'button', textContent: t('turnOff') });
  on.addEventListener('click', () => {
    if (on.getAttribute('aria-disabled') !== 'true') actions.turnOn();
  });
  off.addEventListener('click', () => {
    if (off.getAttribute('aria-disabled') !== 'true') actions.turnOff();
  });
  const buttons = element('div', { className: 'actions' });
  buttons.append(on, off);
  on.hidden = true;
  off.hidden = true;
  root.replaceChildren(heading, intro, status, buttons);

  return {
    show(state, subscribed) {
      intro.hidden = state === 'incomplete' || state === 'unknown';
      status.dataset.tone = PROBLEM.has(state) ? 'problem' : state === 'on' ? 'on' : '';
      const lines = state === 'idle' ? [] : [t(`status.${state}`)];
      if (state === 'incomplete') lines.push(t('status.incompleteHelp'));
      status.replaceChildren(...lines.map((text) => element('p', { textContent: text })));
      status.hidden = lines.length === 0;

      const hadFocus = document.activeElement === on || document.activeElement === off;
      const busy = state === 'working' || state === 'stopping';
      const offerOff = state === 'stopping' || (subscribed && !FINAL.has(state));
      on.hidden = FINAL.has(state) || offerOff;
      off.hidden = FINAL.has(state) || !offerOff;
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-way.
      for (const button of [on, off]) button.setAttribute('aria-disabled', String(busy));
      if (hadFocus) {
        const visible = on.hidden ? off : on;
        if (!visible.hidden) visible.focus();
      }
    },
  };
}
