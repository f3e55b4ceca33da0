// Request bodies: a JSON object, then read by its valibot schema (common/requests/). A problem
// throws ValidationError, which the route wrapper turns into 400 { message } (with `field` where the
// route shows it).
import * as v from 'valibot';
import { firstIssue } from '../common/requests/fields';
import { MESSAGES } from './contract';

export type JsonObject = Record<string, unknown>;

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  /** The field at fault, e.g. `contacts[2].email`, when one is. */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function parseJsonObject(text: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError(MESSAGES.notJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError(MESSAGES.notObject);
  }
  return parsed as JsonObject;
}

/** The body as `schema` reads it (common/requests/), or its first problem as a ValidationError. */
export function parseBody<S extends v.GenericSchema>(
  schema: S,
  body: JsonObject,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = firstIssue(result.issues);
    throw new ValidationError(issue.message, issue.field);
  }
  return result.output;
}

/** Random ids work in insecure contexts too (crypto.randomUUID needs a secure one). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${hex}`;
}
