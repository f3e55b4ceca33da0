import type { AiAssistantRequest, SafetyCheckRequest } from '../../../api/contract';
import { apiRequest } from '../../sync';

export type RiskLevel = 'low' | 'medium' | 'high';

export type SafetyCheckAnswer = { ok: true; result: string; riskLevel: RiskLevel } | { ok: false };
export type AssistantAnswer = { ok: true; response: string } | { ok: false };

const ANSWER_TIMEOUT_MS = 10_000;
const RISK_LEVELS: readonly string[] = ['low', 'medium', 'high'];

async function post(path: string, body: unknown, send?: typeof fetch): Promise<unknown> {
  const response = await apiRequest('POST', path, body, {
    fetch: send,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return response.json();
}

/** POST /api/safety-check. Offline, a failure or a malformed answer is `{ ok: false }`. */
export async function checkSafety(
  query: string,
  language: string,
  send?: typeof fetch,
): Promise<SafetyCheckAnswer> {
  try {
    const body = (await post(
      '/api/safety-check',
      { query, language } satisfies SafetyCheckRequest,
      send,
    )) as {
      result?: unknown;
      riskLevel?: unknown;
    };
    if (typeof body.result !== 'string' || typeof body.riskLevel !== 'string') return { ok: false };
    if (!RISK_LEVELS.includes(body.riskLevel)) return { ok: false };
    return { ok: true, result: body.result, riskLevel: body.riskLevel as RiskLevel };
  } catch {
    return { ok: false };
  }
}

/** POST /api/ai-assistant, with the same rule. */
export async function askAssistant(
  query: string,
  language: string,
  send?: typeof fetch,
): Promise<AssistantAnswer> {
  try {
    const body = (await post(
      '/api/ai-assistant',
      { query, language } satisfies AiAssistantRequest,
      send,
    )) as {
      response?: unknown;
    };
    if (typeof body.response !== 'string' || body.response.trim() === '') return { ok: false };
    return { ok: true, response: body.response };
  } catch {
    return { ok: false };
  }
}
