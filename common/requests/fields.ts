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
  /**
   * Which problems name the field in the answer: all (default), or only characters that cannot be
   * stored (what the hand-written checks answered, kept where a route shows the field).
   */
  namesField?: 'always' | 'badText';
}

/** The problems that name no field: firstIssue leaves their `field` out. */
const UNNAMED = new WeakSet<v.BaseIssue<unknown>>();

/** A message for a problem answered without naming its field. */
function unnamed(message: string) {
  return (issue: v.BaseIssue<unknown>) => {
    UNNAMED.add(issue);
    return message;
  };
}

/** A text field: a string, not blank when required, storable, within its limits. */
export function text(field: string, rules: TextRules = {}) {
  const { required = true, maxChars, maxBytes, trim = true, namesField = 'always' } = rules;
  const quiet = namesField === 'badText' ? unnamed : (message: string) => message;
  // Checks run in order and the first failure is the one answered; `trim` never runs after one.
  return v.pipe(
    v.string(quiet(`"${field}" is required and must be a string.`)),
    v.check((value) => !required || value.trim() !== '', quiet(`"${field}" must not be empty.`)),
    v.check(
      (value) => !BAD_TEXT.test(value),
      `"${field}" contains characters that cannot be stored.`,
    ),
    v.transform((value) => (trim ? value.trim() : value)),
    v.check(
      (value) => maxChars === undefined || value.length <= maxChars,
      quiet(`"${field}" must be at most ${maxChars} characters.`),
    ),
    v.check(
      (value) => maxBytes === undefined || new TextEncoder().encode(value).length <= maxBytes,
      quiet(`"${field}" must be at most ${Math.round((maxBytes ?? 0) / 1024)} KB.`),
    ),
  );
}

/** One of a fixed list of strings. */
export function choice<const T extends readonly [string, ...string[]]>(
  field: string,
  allowed: T,
  { namesField = true } = {},
) {
  const message = `"${field}" must be one of: ${allowed.join(', ')}.`;
  return v.picklist(allowed, namesField ? message : unnamed(message));
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
    const own = schema && v.safeParse(schema, undefined).issues?.[0];
    if (own && UNNAMED.has(own)) UNNAMED.add(issue);
    return own?.message ?? issue.message;
  });
}

/**
 * Checks each item of a list (in a pipe after `v.array`) with the schema for its index, for
 * messages that name the item, like `"contacts[2]" must be an object.`; the first problem is the
 * first item's.
 */
export function eachItem<S extends v.GenericSchema>(schemaAt: (index: number) => S) {
  return v.rawTransform<unknown[], v.InferOutput<S>[]>(({ dataset, addIssue, NEVER }) => {
    const output: v.InferOutput<S>[] = [];
    dataset.value.forEach((value, key) => {
      const result = v.safeParse(schemaAt(key), value);
      if (result.success) {
        output.push(result.output);
        return;
      }
      for (const issue of result.issues) {
        addIssue({
          input: issue.input,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key, value },
            ...(issue.path ?? []),
          ],
          message: (added) => {
            if (UNNAMED.has(issue)) UNNAMED.add(added);
            return issue.message;
          },
        });
      }
    });
    return output.length === dataset.value.length ? output : NEVER;
  });
}

/** The first problem of a failed parse, as the server answers it: message and (when known) field. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): {
  message: string;
  field?: string;
} {
  const issue = issues[0];
  // `contacts[0].email`: list items in brackets, object keys after a dot.
  const key = issue?.path?.reduce<string>((field, item) => {
    if (item.type === 'array') return `${field}[${String(item.key)}]`;
    return field ? `${field}.${String(item.key)}` : String(item.key);
  }, '');
  const named = key && !UNNAMED.has(issue!);
  return { message: issue?.message ?? 'Invalid request.', ...(named ? { field: key } : {}) };
}
