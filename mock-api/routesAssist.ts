// Safety check, AI assistant and companion chat. They create no records, but as POSTs they
// still honour Idempotency-Key.
import type { HttpHandler } from 'msw';
import { CHAT_SENDERS, LIMITS } from './contract';
import type {
  AiAssistantResponse,
  ChatHistoryItem,
  CompanionResponse,
  SafetyCheckResponse,
} from './contract';
import { assistantReply, classifyRisk, companionReply, safetyCheckResult } from './replies';
import { ok, writeRoute } from './routes';
import { choiceField, textField, ValidationError } from './validate';
import type { JsonObject } from './validate';

function historyField(body: JsonObject): ChatHistoryItem[] {
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

export const assistHandlers: HttpHandler[] = [
  writeRoute('POST', '/api/safety-check', ({ body }) => {
    const query = textField(body, 'query', { maxChars: LIMITS.queryChars });
    const riskLevel = classifyRisk(query);
    const response: SafetyCheckResponse = { result: safetyCheckResult(riskLevel), riskLevel };
    return ok(response);
  }),

  writeRoute('POST', '/api/ai-assistant', ({ body }) => {
    const query = textField(body, 'query', { maxChars: LIMITS.queryChars });
    const response: AiAssistantResponse = { response: assistantReply(query) };
    return ok(response);
  }),

  writeRoute('POST', '/api/chat/companion', ({ body }) => {
    const message = textField(body, 'message', { maxChars: LIMITS.chatMessageChars });
    const history = historyField(body);
    const response: CompanionResponse = { response: companionReply(message, history.length) };
    return ok(response);
  }),
];
