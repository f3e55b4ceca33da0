// Test hooks under /api/__mock, for end-to-end tests. Only when the host passes `testHooks`
// (MSW in tests, or the server with MOCK_API_TEST_HOOKS=1); otherwise they are unknown paths.
import type { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { BodyTooLargeError, errorResponse, readBodyText, tooLarge } from '../http';
import { parseJsonObject, ValidationError } from '../validate';
import type { JsonObject } from '../validate';

function booleanField(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') {
    throw new ValidationError(`"${field}" is required and must be true or false.`);
  }
  return value;
}

function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  return body[field] === undefined ? undefined : booleanField(body, field);
}

export function testHookRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/__mock/state', async (c, next) => {
    const hooks = c.var.api.options.testHooks;
    if (!hooks) return next();
    return c.json(await hooks.snapshot());
  });

  app.post('/api/__mock/reset', async (c, next) => {
    const hooks = c.var.api.options.testHooks;
    if (!hooks) return next();
    try {
      const text = await readBodyText(c.req.raw);
      const body = text.trim() === '' ? {} : parseJsonObject(text);
      return c.json(
        await hooks.reset({
          signedIn: optionalBoolean(body, 'signedIn'),
          paymentsAvailable: optionalBoolean(body, 'paymentsAvailable'),
        }),
      );
    } catch (error) {
      if (error instanceof ValidationError) return errorResponse(400, error.message);
      if (error instanceof BodyTooLargeError) return tooLarge();
      throw error;
    }
  });

  app.post('/api/__mock/auth', async (c, next) => {
    const hooks = c.var.api.options.testHooks;
    if (!hooks) return next();
    try {
      const body = parseJsonObject(await readBodyText(c.req.raw));
      const signedIn = booleanField(body, 'signedIn');
      await hooks.setSignedIn(signedIn);
      return c.json({ signedIn });
    } catch (error) {
      if (error instanceof ValidationError) return errorResponse(400, error.message);
      if (error instanceof BodyTooLargeError) return tooLarge();
      throw error;
    }
  });
}
