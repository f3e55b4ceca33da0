import type {
  Alarm,
  AlarmRequest,
  AlertProfile,
  AlertsStatus,
  DeadlineRequest,
} from '../../../../api/contract';
import { ApiError, apiRequest } from '../../../sync';
import { parseAlarm, parseStatus } from './alertsParse';

/**
 * The server alerts' calls (api/contract.ts, "Alerts delivered by the server"), one function per
 * call. Each answers a value, never throws: `retry` (no network, 401 until the account step has a
 * session, 408, 425, 429, 5xx, and for alarms and deadlines 409 until the profile is uploaded:
 * worth sending again), `invalid` (400, with the field the server
 * names), `unavailable` (503 on the profile: this server delivers no alerts at all) or `refused`
 * (any other answer, which sending again will not change).
 */
export type AlertsCall<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'retry' }
  | { ok: false; reason: 'invalid'; message: string; field: string | null }
  | { ok: false; reason: 'unavailable' | 'refused'; message: string };

const RETRY = new Set([401, 408, 425, 429]);

function answerOf(body: string): { message: string; field: string | null } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; field?: unknown };
    return {
      message: typeof parsed.message === 'string' ? parsed.message : body,
      field: typeof parsed.field === 'string' ? parsed.field : null,
    };
  } catch {
    return { message: body, field: null };
  }
}

async function call<T>(
  send: () => Promise<Response>,
  read: (body: unknown) => T | null,
  options: { unavailableOn503?: boolean; goneOn404?: T; retryOn409?: boolean } = {},
): Promise<AlertsCall<T>> {
  try {
    const response = await send();
    const text = await response.text();
    const value = read(text === '' ? null : (JSON.parse(text) as unknown));
    return value === null ? { ok: false, reason: 'refused', message: text } : { ok: true, value };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, reason: 'retry' };
    // Withdrawing what the server no longer holds is done.
    if (error.status === 404 && options.goneOn404 !== undefined) {
      return { ok: true, value: options.goneOn404 };
    }
    const { message, field } = answerOf(error.body);
    if (error.status === 503 && options.unavailableOn503) {
      return { ok: false, reason: 'unavailable', message };
    }
    if (RETRY.has(error.status) || error.status >= 500) return { ok: false, reason: 'retry' };
    // "Server alerts are off": the profile may still be on its way (uploaded when online).
    if (error.status === 409 && options.retryOn409) return { ok: false, reason: 'retry' };
    if (error.status === 400) return { ok: false, reason: 'invalid', message, field };
    return { ok: false, reason: 'refused', message };
  }
}

const nothing = () => true as const;

export const getAlertsStatus = (): Promise<AlertsCall<AlertsStatus>> =>
  call(() => apiRequest('GET', '/api/alerts/status'), parseStatus);

export const putAlertProfile = (profile: AlertProfile): Promise<AlertsCall<AlertsStatus>> =>
  call(() => apiRequest('PUT', '/api/alerts/profile', profile), parseStatus, {
    unavailableOn503: true,
  });

export const deleteAlertProfile = (): Promise<AlertsCall<true>> =>
  call(() => apiRequest('DELETE', '/api/alerts/profile'), nothing, { goneOn404: true });

export const postAlarm = (request: AlarmRequest): Promise<AlertsCall<Alarm>> =>
  call(() => apiRequest('POST', '/api/alerts/alarms', request), parseAlarm, { retryOn409: true });

const alarmPath = (id: string) => `/api/alerts/alarms/${encodeURIComponent(id)}`;

export const getAlarm = (id: string): Promise<AlertsCall<Alarm>> =>
  call(() => apiRequest('GET', alarmPath(id)), parseAlarm);

export const postAlarmSafe = (id: string): Promise<AlertsCall<Alarm>> =>
  call(() => apiRequest('POST', `${alarmPath(id)}/safe`), parseAlarm);

export const putDeadline = (request: DeadlineRequest): Promise<AlertsCall<true>> =>
  call(() => apiRequest('PUT', '/api/alerts/deadline', request), nothing, { retryOn409: true });

/** Names the timer run it withdraws: a late withdrawal never removes a newer deadline. */
export const deleteDeadline = (id: string): Promise<AlertsCall<true>> =>
  call(() => apiRequest('DELETE', `/api/alerts/deadline?id=${encodeURIComponent(id)}`), nothing, {
    goneOn404: true,
  });
