// The bodies of the safety check, the AI assistant and the companion chat (api/routes/assist.ts).
// Their optional `language` is read by the route, which ignores a value it does not know.
import * as v from 'valibot';
import { body, choice, eachItem, text } from './fields';

export const ASSIST_LIMITS = {
  queryChars: 2000,
  chatMessageChars: 2000,
  chatHistoryItems: 6,
} as const;

export const CHAT_SENDERS = ['user', 'companion'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One message of the conversation, its text as written. */
function historyItem(index: number) {
  const at = `conversationHistory[${index}]`;
  const textMessage = `"${at}.text" must be a string of at most ${ASSIST_LIMITS.chatMessageChars} characters.`;
  return v.pipe(
    v.unknown(),
    v.check(isObject, `"${at}" must be { text, sender }.`),
    body({
      text: v.pipe(v.string(textMessage), v.maxLength(ASSIST_LIMITS.chatMessageChars, textMessage)),
      sender: choice('sender', CHAT_SENDERS),
    }),
  );
}

const HISTORY_MESSAGE = '"conversationHistory" is required and must be an array.';

const query = text('query', { maxChars: ASSIST_LIMITS.queryChars });

export const SafetyCheckRequestSchema = body({ query });
export const AiAssistantRequestSchema = body({ query });
export const CompanionRequestSchema = body({
  message: text('message', { maxChars: ASSIST_LIMITS.chatMessageChars }),
  conversationHistory: v.pipe(
    v.array(v.unknown(), HISTORY_MESSAGE),
    v.maxLength(
      ASSIST_LIMITS.chatHistoryItems,
      `"conversationHistory" must hold at most ${ASSIST_LIMITS.chatHistoryItems} messages.`,
    ),
    eachItem(historyItem),
  ),
});

export type SafetyCheckRequest = v.InferOutput<typeof SafetyCheckRequestSchema>;
export type AiAssistantRequest = v.InferOutput<typeof AiAssistantRequestSchema>;
export type CompanionRequest = v.InferOutput<typeof CompanionRequestSchema>;
export type ChatHistoryItem = CompanionRequest['conversationHistory'][number];
