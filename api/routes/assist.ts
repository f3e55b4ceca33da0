// Safety check, AI assistant and companion chat. They store nothing, but as POSTs they still
// honour Idempotency-Key; the chat is rate-limited per account.
import type { Hono } from 'hono';
import {
  AiAssistantRequestSchema,
  CompanionRequestSchema,
  SafetyCheckRequestSchema,
} from '../../common/requests/assist';
import type { AiAssistantResponse, CompanionResponse, SafetyCheckResponse } from '../contract';
import type { ApiCtx, ApiEnv } from '../context';
import { rateLimit } from '../context';
import { ok } from '../http';
import { bodyLanguage, replyLanguage } from '../companion/language';
import { assistantReply, companionReply, safetyCheck } from '../replies';
import { parseBody } from '../validate';
import type { JsonObject } from '../validate';
import { writeHandler } from '../write';

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
      const { query } = parseBody(SafetyCheckRequestSchema, body);
      const { keywords, reply } = languagesOf(c, body);
      const response: SafetyCheckResponse = safetyCheck(query, keywords, reply);
      return ok(response);
    }),
  );

  app.post(
    '/api/ai-assistant',
    writeHandler('POST /api/ai-assistant', async ({ c, body }) => {
      const { query } = parseBody(AiAssistantRequestSchema, body);
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
      const { message, conversationHistory: history } = parseBody(CompanionRequestSchema, body);
      const { keywords, reply } = languagesOf(c, body);
      const response: CompanionResponse = {
        response: companionReply(message, history.length, keywords, reply),
      };
      return ok(response);
    }),
  );
}
