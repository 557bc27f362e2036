import sanitizeHtml from 'sanitize-html';
import { HTML_ALLOW_LIST, isAllowedHref } from '@gd/contracts/html-allow-list';

const { tags, attributes, linkAttributes, urlSchemes, dropWithContent } = HTML_ALLOW_LIST;

/**
 * What an offer description may keep when it is saved: the allow-list shared with the web's DOMPurify
 * (contracts/src/html-allow-list.ts). Everything else (scripts, styles, event handlers, iframes, SVG, forms,
 * javascript: and data: URLs) is dropped.
 */
export const SAFE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...tags],
  // A link's forced attributes are set by the transform below, before this list is applied: they must be on it.
  allowedAttributes: Object.fromEntries(
    Object.entries(attributes).map(([tag, names]) => [
      tag,
      tag === 'a' ? [...names, ...Object.keys(linkAttributes)] : [...names],
    ]),
  ),
  allowedSchemes: [...urlSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these never shows (discard would keep a <script>'s code as text).
  nonTextTags: [...dropWithContent],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && isAllowedHref(attribs.href) ? { href: attribs.href } : {}),
        ...Object.fromEntries(
          (attributes.a ?? []).filter((name) => name !== 'href' && attribs[name]).map((name) => [name, attribs[name]]),
        ),
        ...linkAttributes,
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
