import { create } from 'zustand';
import { riskLevelOf, isCompanionLanguage } from '../../../common/companion';
import { onLock } from '../../session';
import type { ChatMessage } from '../../vault';
import { saveChatMessage } from './chatRepository';
import { askCompanion, recentHistory } from './companionClient';

/** Spec §9: the reply comes after 1 to 3 s; the resource message 1.5 s after a high-risk reply. */
export const REPLY_DELAY_MS = { min: 1000, max: 3000 } as const;
export const RESOURCE_DELAY_MS = 1500;

interface ChatActivity {
  /** The companion is "typing": a reply is on its way. */
  typing: boolean;
}

export const useChatActivity = create<ChatActivity>(() => ({ typing: false }));

const timers = new Set<ReturnType<typeof setTimeout>>();

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
}

// Locking forgets what is on its way: nothing is written after the vault closes, and the
// indicator does not survive into the next session.
onLock(() => {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  useChatActivity.setState({ typing: false });
});

export interface SendOptions {
  /** The conversation so far (oldest first), for the last 6 messages. */
  previous: readonly ChatMessage[];
  language: string;
  /** The offline/failure answer, with the region's emergency numbers (translated). */
  fallbackText: string;
  /** The resource message with the user's own region's numbers (translated). */
  resourceText: string;
  random?: () => number;
  fetch?: typeof fetch;
  /** Tests drive the delays themselves. */
  sleep?: (ms: number) => Promise<void>;
}

export type SendResult = { ok: true } | { ok: false; reason: 'empty' | 'locked' | 'quota' };

/**
 * One turn: keep the user's message, show the typing indicator while the companion answers (at
 * least 1–3 s), keep the answer or, when it fails or the device is offline, the fallback; after a
 * high-risk message, the region's resources follow 1.5 s later.
 */
export async function sendChatMessage(text: string, options: SendOptions): Promise<SendResult> {
  const message = text.trim();
  if (message === '') return { ok: false, reason: 'empty' };
  const language = isCompanionLanguage(options.language) ? options.language : null;
  const risk = riskLevelOf(message, language);
  const history = recentHistory(options.previous);
  const saved = await saveChatMessage({
    text: message,
    sender: 'user',
    type: risk === 'high' ? 'emergency' : 'support',
  });
  if (!saved.ok) return saved;

  useChatActivity.setState({ typing: true });
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  const delay = REPLY_DELAY_MS.min + random() * (REPLY_DELAY_MS.max - REPLY_DELAY_MS.min);
  try {
    const [answer] = await Promise.all([
      askCompanion(message, history, options.language, { fetch: options.fetch }),
      sleep(delay),
    ]);
    const reply = await saveChatMessage({
      text: answer.ok ? answer.text : options.fallbackText,
      sender: 'companion',
      type: risk === 'high' || !answer.ok ? 'emergency' : 'support',
    });
    if (!reply.ok) return reply;
  } finally {
    useChatActivity.setState({ typing: false });
  }
  if (risk === 'high') {
    await sleep(RESOURCE_DELAY_MS);
    const resource = await saveChatMessage({
      text: options.resourceText,
      sender: 'companion',
      type: 'resource',
    });
    if (!resource.ok) return resource;
  }
  return { ok: true };
}
