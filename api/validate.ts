// Request-body parsing and field checks. A failed check throws ValidationError, which the route
// wrapper turns into 400 { message }.
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

/** NUL, or a surrogate without its pair. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this must find
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface TextRules {
  /** Reject when empty after trimming (default true). */
  required?: boolean;
  maxChars?: number;
  maxBytes?: number;
  /** Return the trimmed value (default true). Ciphertext keeps its exact text. */
  trim?: boolean;
}

export function textField(body: JsonObject, field: string, rules: TextRules = {}): string {
  const { required = true, maxChars, maxBytes, trim = true } = rules;
  const value = body[field];
  if (typeof value !== 'string') {
    throw new ValidationError(`"${field}" is required and must be a string.`);
  }
  const trimmed = value.trim();
  if (required && trimmed === '') {
    throw new ValidationError(`"${field}" must not be empty.`);
  }
  // PostgreSQL stores neither NUL nor half of a UTF-16 pair: refuse them here, as a clear 400.
  if (BAD_TEXT.test(value)) {
    throw new ValidationError(`"${field}" contains characters that cannot be stored.`, field);
  }
  const result = trim ? trimmed : value;
  if (maxChars !== undefined && result.length > maxChars) {
    throw new ValidationError(`"${field}" must be at most ${maxChars} characters.`);
  }
  if (maxBytes !== undefined && new TextEncoder().encode(result).length > maxBytes) {
    throw new ValidationError(`"${field}" must be at most ${Math.round(maxBytes / 1024)} KB.`);
  }
  return result;
}

export function choiceField<T extends string>(
  body: JsonObject,
  field: string,
  allowed: readonly T[],
): T {
  const value = body[field];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ValidationError(`"${field}" must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function booleanField(body: JsonObject, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') {
    throw new ValidationError(`"${field}" is required and must be true or false.`);
  }
  return value;
}

/** Random ids work in insecure contexts too (crypto.randomUUID needs a secure one). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${hex}`;
}
