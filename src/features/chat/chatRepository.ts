import {
  getVaultDatabase,
  isCorrupt,
  isQuotaError,
  newId,
  useVaultQuery,
  VaultLockedError,
  type ChatMessage,
} from '../../vault';

/**
 * The conversation lives only in the encrypted vault (table `chatMessages`): never on the server,
 * never in plain storage. The companion sees a message and the last 6 only while it answers.
 */
export type ChatWriteResult = { ok: true } | { ok: false; reason: 'locked' | 'quota' };

let lastTimestamp = 0;

/** Two messages in the same millisecond keep their order (the timestamp is the only order). */
function nextTimestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
}

function failure(error: unknown): ChatWriteResult {
  if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
  if (isQuotaError(error)) return { ok: false, reason: 'quota' };
  throw error;
}

export async function saveChatMessage(
  message: Omit<ChatMessage, 'id' | 'timestamp'>,
): Promise<ChatWriteResult & { message?: ChatMessage }> {
  try {
    const saved: ChatMessage = { ...message, id: newId(), timestamp: nextTimestamp() };
    await getVaultDatabase().chatMessages.add(saved);
    return { ok: true, message: saved };
  } catch (error) {
    return failure(error);
  }
}

/** Deletes the whole conversation in one step. */
export async function deleteConversation(): Promise<ChatWriteResult> {
  try {
    await getVaultDatabase().chatMessages.clear();
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Oldest first; records that fail to decrypt are left out. */
export function sortConversation(records: readonly unknown[]): ChatMessage[] {
  return records
    .filter((record) => !isCorrupt(record))
    .map((record) => record as ChatMessage)
    .sort((a, b) => a.timestamp - b.timestamp);
}

const NO_MESSAGES: ChatMessage[] = [];

/** Live: updates after every write. Empty while locked. */
export function useConversation(): ChatMessage[] {
  return useVaultQuery(
    async (db) => sortConversation(await db.chatMessages.toArray()),
    [],
    NO_MESSAGES,
  );
}
