// Sign-in and subscription endpoints.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { FRIEND_ACCESS_CODE, MESSAGES, PURCHASABLE_PLANS, USAGE_ACTION_TYPES } from './contract';
import type { CreateSubscriptionResponse, FriendAccessResponse } from './contract';
import { anyOrigin, fail, ok, readRoute, toResponse, writeRoute } from './routes';
import { mockState } from './state';
import { choiceField, newId, textField } from './validate';

function redirect(location: string): Response {
  return new HttpResponse(null, { status: 302, headers: { Location: location } });
}

export const accountHandlers: HttpHandler[] = [
  http.get(anyOrigin('/api/auth/user'), () => {
    const state = mockState();
    if (!state.signedIn) return toResponse(fail(401, MESSAGES.unauthorized));
    return HttpResponse.json(state.user);
  }),

  http.get(anyOrigin('/api/login'), () => {
    mockState().signedIn = true;
    return redirect('/home');
  }),

  http.get(anyOrigin('/api/logout'), () => {
    mockState().signedIn = false;
    return redirect('/landing');
  }),

  readRoute('/api/subscription/status', ({ state }) => ok(state.subscription)),

  readRoute('/api/subscription/usage', ({ state }) => ok(state.usage)),

  writeRoute('POST', '/api/subscription/create', ({ state, body }) => {
    if (!state.paymentsAvailable) return fail(503, MESSAGES.noPaymentKey);
    choiceField(body, 'plan', PURCHASABLE_PLANS);
    const response: CreateSubscriptionResponse = { sessionId: newId('cs_test') };
    return { status: 200, body: response, applied: true };
  }),

  writeRoute('POST', '/api/friend-access', ({ state, body }) => {
    const code = textField(body, 'code', { required: false });
    if (code !== FRIEND_ACCESS_CODE) return fail(403, MESSAGES.invalidFriendCode);
    state.subscription = {
      status: 'active',
      plan: 'unlimited',
      trialEnd: null,
      friendAccess: true,
    };
    const response: FriendAccessResponse = { ok: true };
    return { status: 200, body: response, applied: true };
  }),

  writeRoute('POST', '/api/subscription/track-usage', ({ state, body }) => {
    const actionType = choiceField(body, 'actionType', USAGE_ACTION_TYPES);
    const usage = { ...state.usage };
    usage[actionType] += 1;
    usage.total += 1;
    state.usage = usage;
    return { status: 200, body: usage, applied: true };
  }),
];
