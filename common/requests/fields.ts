// The field rules of the API's request bodies as valibot schemas, shared by the server (which
// checks every body with them) and the app (which types the bodies it sends from them). Each rule
// answers the same message the server has always sent for that field.
import * as v from 'valibot';

/** NUL, or a surrogate without its pair: PostgreSQL stores neither. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this must find
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Client-chosen record ids: 1–64 characters of [A-Za-z0-9_-]. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

interface TextRules {
  /** Refused when empty after trimming (default true). */
  required?: boolean;
  maxChars?: number;
  maxBytes?: number;
  /** The trimmed text (default true). Ciphertext keeps its exact text. */
  trim?: boolean;
}

/** A text field: a string, not blank when required, storable, within its limits. */
export function text(field: string, rules: TextRules = {}) {
  const { required = true, maxChars, maxBytes, trim = true } = rules;
  // Checks run in order and the first failure is the one answered; `trim` never runs after one.
  return v.pipe(
    v.string(`"${field}" is required and must be a string.`),
    v.check((value) => !required || value.trim() !== '', `"${field}" must not be empty.`),
    v.check(
      (value) => !BAD_TEXT.test(value),
      `"${field}" contains characters that cannot be stored.`,
    ),
    v.transform((value) => (trim ? value.trim() : value)),
    v.check(
      (value) => maxChars === undefined || value.length <= maxChars,
      `"${field}" must be at most ${maxChars} characters.`,
    ),
    v.check(
      (value) => maxBytes === undefined || new TextEncoder().encode(value).length <= maxBytes,
      `"${field}" must be at most ${Math.round((maxBytes ?? 0) / 1024)} KB.`,
    ),
  );
}

/** One of a fixed list of strings. */
export function choice<const T extends readonly [string, ...string[]]>(field: string, allowed: T) {
  return v.picklist(allowed, `"${field}" must be one of: ${allowed.join(', ')}.`);
}

/** The optional client-chosen record id accepted by every POST that creates a record. */
const CLIENT_ID_MESSAGE = '"id" must be 1 to 64 characters of letters, digits, "_" or "-".';
export const clientId = v.optional(
  v.pipe(v.string(CLIENT_ID_MESSAGE), v.regex(CLIENT_ID_PATTERN, CLIENT_ID_MESSAGE)),
);

/**
 * A request body: the given fields, others ignored. A missing field answers its own message (what
 * the field says of `undefined`), not a generic one.
 */
export function body<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const schema = typeof key === 'string' ? entries[key] : undefined;
    return (schema && v.safeParse(schema, undefined).issues?.[0]?.message) ?? issue.message;
  });
}

/** The first problem of a failed parse, as the server answers it: message and (when known) field. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): {
  message: string;
  field?: string;
} {
  const issue = issues[0];
  const key = issue?.path?.map((item) => String(item.key)).join('.');
  return { message: issue?.message ?? 'Invalid request.', ...(key ? { field: key } : {}) };
}
