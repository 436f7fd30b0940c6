import DOMPurify from 'dompurify';

/** Spec §5: the only tags agreement (and other admin-written) HTML may use. */
export const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'div', 'p', 'ol', 'ul', 'li', 'a', 'mark', 'b', 'i'];

/**
 * The links kept: http(s), mailto, tel, a fragment, or a path on this site. DOMPurify tests the
 * href with its whitespace and control characters removed; a slash followed by another slash or a
 * backslash is refused, since browsers read `//host` and `/\host` as another host.
 */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i;

/**
 * Sanitises admin-written HTML on render (docs/DECISIONS.md §2: on save and on render) to the spec
 * §5 allow-list: other tags are dropped with their text kept, attributes other than a link's
 * href are dropped, and `javascript:` (any non-http(s)/mailto/tel) and protocol-relative links
 * lose their href.
 */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    KEEP_CONTENT: true,
  });
}
