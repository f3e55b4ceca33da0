/**
 * Sharing a short text: the system share sheet where there is one, else the clipboard.
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
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return 'failed';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export async function shareText(text: string): Promise<ShareOutcome> {
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
