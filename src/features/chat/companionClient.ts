import type { CompanionRequest } from '../../../api/contract';
import { apiRequest } from '../../sync';
import type { ChatMessage } from '../../vault';

/** The spec's history size (§7): the companion sees the last 6 messages, no more. */
export const HISTORY_SIZE = 6;

export interface HistoryItem {
  text: string;
  sender: ChatMessage['sender'];
}

/** The last 6 messages before the one being sent, oldest first, as the API takes them. */
export function recentHistory(messages: readonly ChatMessage[]): HistoryItem[] {
  return messages.slice(-HISTORY_SIZE).map(({ text, sender }) => ({ text, sender }));
}

const ANSWER_TIMEOUT_MS = 10_000;

export type CompanionAnswer = { ok: true; text: string } | { ok: false };

/**
 * POST /api/chat/companion. Every failure (offline, a 5xx, a 429, a malformed answer) is a value:
 * the caller answers with the fallback, never with an error.
 */
export async function askCompanion(
  message: string,
  history: readonly HistoryItem[],
  language: string,
  options: { fetch?: typeof fetch; signal?: AbortSignal } = {},
): Promise<CompanionAnswer> {
  try {
    const response = await apiRequest(
      'POST',
      '/api/chat/companion',
      { message, conversationHistory: [...history], language } satisfies CompanionRequest,
      // A companion that does not answer within 10 s counts as failed: the fallback is better
      // than a typing indicator that never ends.
      { fetch: options.fetch, signal: options.signal ?? AbortSignal.timeout(ANSWER_TIMEOUT_MS) },
    );
    const body = (await response.json()) as { response?: unknown };
    if (typeof body.response !== 'string' || body.response.trim() === '') return { ok: false };
    return { ok: true, text: body.response };
  } catch {
    return { ok: false };
  }
}
