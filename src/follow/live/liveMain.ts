/**
 * The contact's live-location page (issue 26): asks the server for the session's sealed positions
 * and waits for the next one (a long poll, `?wait=1`: the answer comes when her phone sends), opens them with the key from the link's fragment (never sent to any
 * server) and shows the latest, its age, accuracy and the last hour's trail. A position that does
 * not open, or comes out of order, is skipped and counted; a key that opens nothing means the
 * link is not complete; an ended, expired or unknown session shows "Sharing has ended" and nothing
 * more.
 */
import sodium from 'libsodium-wrappers-sumo';
import type { LiveLink } from './link';
import { fromBase64Url, PositionLog } from './open';
import { mountLiveView, type LiveStatus, type LiveTranslate } from './liveView';

/** The pause before asking again after an answer that failed (the network, the server). */
export const POLL_MS = 3000;
/** The pause between two answers that came back (the server holds each until there is news). */
export const NEXT_MS = 250;

interface Answer {
  state: 'live' | 'ended';
  positions?: { cursor: number; sealed: string }[];
}

export async function startLive(
  root: HTMLElement,
  t: LiveTranslate,
  language: string,
  link: LiveLink,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const view = mountLiveView(root, t, language);
  const key = link.key ? fromBase64Url(link.key) : null;
  if (!key || key.length !== 32) {
    view.show({ status: 'incomplete', positions: [], skipped: 0, now: Date.now() });
    return;
  }
  view.show({ status: 'waiting', positions: [], skipped: 0, now: Date.now() });
  await sodium.ready;
  const log = new PositionLog(sodium, key, link.id);
  let cursor = 0;
  let status: LiveStatus = 'waiting';
  let ticker: ReturnType<typeof setInterval> | null = null;

  const render = () => {
    // Nothing ever opened although positions came: the key is not this session's.
    const shown: LiveStatus =
      status !== 'ended' && log.positions.length === 0 && log.skipped > 0 ? 'incomplete' : status;
    const ended = shown === 'ended' || shown === 'incomplete';
    view.show({
      status: shown,
      positions: ended ? [] : log.positions,
      skipped: log.skipped,
      now: Date.now(),
    });
    return ended;
  };

  const poll = async (): Promise<void> => {
    let failed = false;
    try {
      const response = await fetchImpl(`/api/location/${link.id}?after=${cursor}&wait=1`, {
        cache: 'no-store',
        credentials: 'omit',
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<Answer>;
      if (answer.state === 'ended') {
        status = 'ended';
        log.positions.length = 0;
      } else if (!response.ok || answer.state !== 'live') {
        // Busy, rate-limited or a proxy's error page: not an end, ask again a little later.
        if (status !== 'ended') status = 'network';
        failed = true;
      } else {
        for (const position of answer.positions ?? []) {
          cursor = Math.max(cursor, position.cursor);
          log.add(position.sealed);
        }
        status = log.latest ? 'live' : 'waiting';
      }
    } catch {
      if (status !== 'ended') status = 'network';
      failed = true;
    }
    if (render()) {
      if (ticker) clearInterval(ticker);
      return;
    }
    setTimeout(() => void poll(), failed ? POLL_MS : NEXT_MS);
  };
  // The age in words moves on between updates.
  ticker = setInterval(() => void render(), 1000);
  await poll();
}
