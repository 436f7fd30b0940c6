/**
 * The spec §5 allow-list for legal agreement HTML, applied when an agreement is saved (the page
 * sanitises again on render): h1-h3, div, p, ol, ul, li, a, mark, b, i. Every other tag is shown
 * as text (escaped, not dropped), attributes are dropped except a link's href, title and
 * target=_blank, and an href keeps only http, https, mailto, tel or an address on this site, so
 * `javascript:`, protocol-relative `//host` and their disguises are removed. A small tokenizer,
 * no dependency: the output is rebuilt from tokens, never copied through, so nothing unparsed can
 * slip by.
 */

const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'div',
  'p',
  'ol',
  'ul',
  'li',
  'a',
  'mark',
  'b',
  'i',
]);

type Tag = {
  name: string;
  isClosing: boolean;
  isSelfClosing: boolean;
  attributes: Map<string, string>;
  end: number;
};

const ENTITY = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

/** Escapes text, keeping well-formed character references as they are. */
function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? '';
    if (char === '&') out += ENTITY.test(text.slice(index, index + 40)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

const escapeAttribute = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
};

/** Decodes character references as far as a browser would for the scheme check. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body.startsWith('#')) {
      const isHex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

/**
 * Whether an href is safe: http(s), mailto, tel, or relative to this site. A protocol-relative
 * address (`//host`, `/\host`, `\\host`) has no scheme yet leads to another host: browsers read a
 * backslash as a slash and drop tabs and newlines, so any two leading slashes of either kind are
 * refused, however spaced.
 */
function isSafeHref(href: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const isVisible = (char: string) => {
    const code = char.codePointAt(0) ?? 0;
    return code > 0x20 && (code < 0x7f || code > 0x9f);
  };
  const squeezed = [...href].filter(isVisible).join('').toLowerCase();
  if (/^[/\\]{2}/.test(squeezed)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squeezed);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1] ?? '');
}

function readAttributes(
  input: string,
  from: number,
): { attributes: Map<string, string>; end: number; isSelfClosing: boolean } | null {
  const attributes = new Map<string, string>();
  const pattern = /\s*(?:([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?|(\/))\s*/y;
  let index = from;
  let isSelfClosing = false;
  while (index < input.length) {
    if (input[index] === '>') return { attributes, end: index + 1, isSelfClosing };
    pattern.lastIndex = index;
    const match = pattern.exec(input);
    if (!match || match[0].length === 0) return null;
    isSelfClosing = match[5] === '/';
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
    index = pattern.lastIndex;
  }
  return null;
}

/** Reads the tag starting at `<` in `input[start]`, or null when it is not a tag. */
function readTag(input: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(input.slice(start, start + 64));
  if (!head) return null;
  const rest = readAttributes(input, start + head[0].length);
  if (!rest) return null;
  return { name: (head[2] ?? '').toLowerCase(), isClosing: head[1] === '/', ...rest };
}

/** Reads a comment, doctype or processing instruction, which become text. */
function readMarkup(input: string, start: number): number | null {
  if (!/^<[!?]/.test(input.slice(start, start + 2))) return null;
  const close = input.startsWith('<!--', start) ? input.indexOf('-->', start + 4) : -1;
  if (close >= 0) return close + 3;
  const end = input.indexOf('>', start);
  return end >= 0 ? end + 1 : null;
}

function openingTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  let out = '<a';
  const href = decodeAttribute(tag.attributes.get('href') ?? '').trim();
  if (href && isSafeHref(href)) out += ` href="${escapeAttribute(href)}"`;
  const title = tag.attributes.get('title');
  if (title) out += ` title="${escapeAttribute(decodeAttribute(title))}"`;
  if (tag.attributes.get('target')?.toLowerCase() === '_blank') {
    out += ' target="_blank" rel="noopener noreferrer"';
  }
  return `${out}>`;
}

/** Sanitises HTML to the spec §5 allow-list; every allowed element is closed and balanced. */
export function sanitiseHtml(html: string): string {
  const input = html.replaceAll('\u0000', '');
  const open: string[] = [];
  let out = '';
  let index = 0;
  while (index < input.length) {
    const lt = input.indexOf('<', index);
    if (lt < 0) {
      out += escapeText(input.slice(index));
      break;
    }
    out += escapeText(input.slice(index, lt));
    const tag = readTag(input, lt);
    const markupEnd = tag ? null : readMarkup(input, lt);
    const end = tag?.end ?? markupEnd ?? lt + 1;
    if (!tag || !ALLOWED_TAGS.has(tag.name)) {
      out += escapeText(input.slice(lt, end));
    } else if (tag.isClosing) {
      const at = open.lastIndexOf(tag.name);
      // A closing tag nothing opened is dropped; one that closes an outer element closes the inner.
      while (at >= 0 && open.length > at) out += `</${open.pop() ?? ''}>`;
    } else {
      out += openingTag(tag);
      if (tag.isSelfClosing) out += `</${tag.name}>`;
      else open.push(tag.name);
    }
    index = end;
  }
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}
