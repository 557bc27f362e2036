import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an offer description may keep: text formatting, lists, headings and http(s)/mailto links.
 * Everything else (scripts, styles, event handlers, iframes, SVG, forms, javascript: and data: URLs) is
 * dropped when the text is saved; the web renders it again through DOMPurify with the same allow-list.
 */
export const SAFE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these never shows (discard would keep a <script>'s code as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** Cleans user HTML for storage; returns null when nothing visible is left. */
export function cleanHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, SAFE_HTML_OPTIONS).trim();
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

/** The text of stored HTML, for descriptions in head tags. */
export function htmlToText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
}
