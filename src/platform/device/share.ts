import { adapterSlot } from '../adapter';

/**
 * Sharing a short text: the system share sheet where there is one, else the clipboard (the
 * Clipboard API, else the copy command).
 * 'cancelled' is the user closing the share sheet: not a failure, and nothing is copied.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

function canUseShareSheet(text: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  try {
    return navigator.canShare?.({ text }) ?? true;
  } catch {
    return false;
  }
}

/** DOMException is not an Error in every realm (jsdom, older Safari): look at the name. */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

async function copyToClipboard(text: string): Promise<ShareOutcome> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (a document without focus, a denied permission): the older copy command may work.
    }
  }
  return copyWithCommand(text) ? 'copied' : 'failed';
}

/** The copy command on a selected, unseen text area: desktop browsers without the Clipboard API. */
function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;inset-block-start:0;opacity:0;pointer-events:none';
  const focused = document.activeElement;
  document.body.append(area);
  try {
    area.focus({ preventScroll: true });
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

async function browserShareText(text: string): Promise<ShareOutcome> {
  if (canUseShareSheet(text)) {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // NotAllowedError (no user activation, policy) and the like: the clipboard still works.
    }
  }
  return copyToClipboard(text);
}

/** What the app asks of sharing; the fake is share.test-support.ts. */
export interface ShareAdapter {
  shareText(text: string): Promise<ShareOutcome>;
}

export const browserShare = { shareText: browserShareText } satisfies ShareAdapter;

export const shareSlot = adapterSlot<ShareAdapter>(browserShare);

export const shareText = (text: string): Promise<ShareOutcome> =>
  shareSlot.current().shareText(text);
