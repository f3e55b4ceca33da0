// Safety check, AI assistant and companion chat. They store nothing, but as POSTs they still
// honour Idempotency-Key; the chat is rate-limited per account.
import type { Hono } from 'hono';
import { CHAT_SENDERS, LIMITS } from '../contract';
import type {
  AiAssistantResponse,
  ChatHistoryItem,
  CompanionResponse,
  SafetyCheckResponse,
} from '../contract';
import type { ApiCtx, ApiEnv } from '../context';
import { rateLimit } from '../context';
import { ok } from '../http';
import { bodyLanguage, replyLanguage } from '../companion/language';
import { assistantReply, companionReply, safetyCheck } from '../replies';
import { choiceField, textField, ValidationError } from '../validate';
import type { JsonObject } from '../validate';
import { writeHandler } from '../write';

export function historyField(body: JsonObject): ChatHistoryItem[] {
  const value = body.conversationHistory;
  if (!Array.isArray(value)) {
    throw new ValidationError('"conversationHistory" is required and must be an array.');
  }
  if (value.length > LIMITS.chatHistoryItems) {
    throw new ValidationError(
      `"conversationHistory" must hold at most ${LIMITS.chatHistoryItems} messages.`,
    );
  }
  return value.map((item: unknown, index): ChatHistoryItem => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new ValidationError(`"conversationHistory[${index}]" must be { text, sender }.`);
    }
    const entry = item as JsonObject;
    if (typeof entry.text !== 'string' || entry.text.length > LIMITS.chatMessageChars) {
      throw new ValidationError(
        `"conversationHistory[${index}].text" must be a string of at most ${LIMITS.chatMessageChars} characters.`,
      );
    }
    return { text: entry.text, sender: choiceField(entry, 'sender', CHAT_SENDERS) };
  });
}

/**
 * Optional `language` (one of the app's 12, region subtags dropped): which keyword lists to read
 * (all of them without it) and the language of every answer; without it the answer follows
 * Accept-Language, then English (companion/language.ts). An unknown value is ignored, not an error:
 * the person still gets an answer.
 */
function languagesOf(c: ApiCtx, body: JsonObject) {
  const keywords = bodyLanguage(body.language);
  return { keywords, reply: replyLanguage(keywords, c.req.header('accept-language')) };
}

export function assistRoutes(app: Hono<ApiEnv>): void {
  app.post(
    '/api/safety-check',
    writeHandler('POST /api/safety-check', async ({ c, body }) => {
      const query = textField(body, 'query', { maxChars: LIMITS.queryChars });
      const { keywords, reply } = languagesOf(c, body);
      const response: SafetyCheckResponse = safetyCheck(query, keywords, reply);
      return ok(response);
    }),
  );

  app.post(
    '/api/ai-assistant',
    writeHandler('POST /api/ai-assistant', async ({ c, body }) => {
      const query = textField(body, 'query', { maxChars: LIMITS.queryChars });
      const { keywords, reply } = languagesOf(c, body);
      const response: AiAssistantResponse = { response: assistantReply(query, keywords, reply) };
      return ok(response);
    }),
  );

  app.post('/api/chat/companion', async (c, next) => {
    const accountId = c.var.accountId;
    const limited = accountId ? await rateLimit(c, [{ limit: 'chat', subject: accountId }]) : null;
    return limited ?? next();
  });
  app.post(
    '/api/chat/companion',
    writeHandler('POST /api/chat/companion', async ({ c, body }) => {
      const message = textField(body, 'message', { maxChars: LIMITS.chatMessageChars });
      const history = historyField(body);
      const { keywords, reply } = languagesOf(c, body);
      const response: CompanionResponse = {
        response: companionReply(message, history.length, keywords, reply),
      };
      return ok(response);
    }),
  );
}
