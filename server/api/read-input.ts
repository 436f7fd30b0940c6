import type { z } from 'zod';

/**
 * Turns a raw request body into a call's validated input, or the `fields` of a 400 `invalid_input`
 * answer (docs/DECISIONS.md §3: bad input never reaches a handler, and never causes a 500).
 */

/** The outcome of reading a call's input. */
export type InputResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/** Deeper JSON than this is refused before parsing, so no recursive validator can overflow. */
export const MAX_JSON_DEPTH = 64;

const whole = (code: string) => ({ ok: false as const, fields: { '': code } });

function isJsonContentType(header: string): boolean {
  const [mediaType = '', ...parameters] = header
    .split(';')
    .map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  // JSON is UTF-8 (RFC 8259); a charset parameter may say so, and may not say otherwise.
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || value.replaceAll('"', '') === 'utf-8';
  });
}

function exceedsDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (isInString) {
      if (char === '\\') index++;
      else if (char === '"') isInString = false;
    } else if (char === '"') isInString = true;
    else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

function parseJson(body: Buffer): InputResult<unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return whole('malformed_json');
  }
  if (exceedsDepth(text, MAX_JSON_DEPTH)) return whole('too_deep');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return whole('malformed_json');
  }
}

// A UTF-16 surrogate without its other half: no UTF-8 encoding exists for it, and the database
// driver would silently replace it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// U+0000 is refused too: PostgreSQL text cannot hold it (a query with one fails).
const hasInvalidCharacter = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of every string in parsed JSON, object keys included, holding a character no
 * contract accepts: each is reported `invalid_character`, whatever the call's schema says.
 */
export function invalidCharacterFields(value: unknown): Record<string, string> {
  const fields: [string, string][] = [];
  const visit = (node: unknown, path: readonly string[]) => {
    if (typeof node === 'string') {
      if (hasInvalidCharacter(node)) fields.push([path.join('.'), 'invalid_character']);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        const keyPath = [...path, key];
        if (hasInvalidCharacter(key)) fields.push([keyPath.join('.'), 'invalid_character']);
        else visit(item, keyPath);
      }
    }
  };
  visit(value, []);
  // fromEntries defines own properties, so a key such as "__proto__" is reported, not swallowed.
  return Object.fromEntries(fields);
}

/** A refinement's own code (`params.code`, shared/contracts/errors.ts), else zod's. */
function issueCode(issue: z.core.$ZodIssue): string {
  const code: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
  return typeof code === 'string' ? code : issue.code;
}

/** Maps zod issues to dotted paths ('' for the whole body); the first issue per path wins. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields = new Map<string, string>();
  const add = (path: readonly PropertyKey[], code: string) => {
    const key = path.map(String).join('.');
    if (!fields.has(key)) fields.set(key, code);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'unrecognized_key');
    } else add(issue.path, issueCode(issue));
  }
  // fromEntries defines own properties, so a key such as "__proto__" is reported, not swallowed.
  return Object.fromEntries(fields);
}

/**
 * Reads a call's input: a missing or empty body counts as `{}` (a body-less POST carries no
 * content type); any body must be `application/json` in UTF-8, and no string in it (key or value)
 * may hold U+0000 or a lone surrogate, before the schema is even asked.
 */
export function readInput<S extends z.ZodType>(
  schema: S,
  body: Buffer | undefined,
  contentType: string | undefined,
): InputResult<z.output<S>> {
  const hasBody = body !== undefined && body.length > 0;
  if ((hasBody || contentType !== undefined) && !isJsonContentType(contentType ?? '')) {
    return whole('unsupported_content_type');
  }
  const json = hasBody ? parseJson(body) : { ok: true as const, value: {} };
  if (!json.ok) return json;
  const invalid = invalidCharacterFields(json.value);
  if (Object.keys(invalid).length > 0) return { ok: false, fields: invalid };
  const parsed = schema.safeParse(json.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fields: issueFields(parsed.error) };
}
