/**
 * The HTML an offer description may keep: text formatting, lists, headings and links to the web, mail or this site.
 * One list for both walls: the server cleans what is saved with sanitize-html (server/src/platform/safe-html.ts),
 * the web cleans what it shows again with DOMPurify (web/src/features/content/components/safe-html.tsx); both are
 * configured from here, and web/src/features/content/components/safe-html.test.ts checks they keep the same things.
 */
export const HTML_ALLOW_LIST = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  /** Attributes each tag keeps (none for the others); `href` only when `isAllowedHref` says so. */
  attributes: { a: ['href', 'title'] } as Readonly<Record<string, readonly string[]>>,
  /** Set on every link, whatever it said: a new tab that learns nothing of this page, and no ranking passed on. */
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  /** Schemes a link may use; a path on this site (`/…`, never `//host`) and a fragment (`#…`) are allowed too. */
  urlSchemes: ['http', 'https', 'mailto'],
  /**
   * Elements dropped together with their text (any other element not listed above is dropped and its text kept):
   * code, raw text and media fallbacks never show as text, and these are what DOMPurify drops whole by default.
   */
  dropWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'plaintext',
    'title',
    'head',
    'textarea',
    'option',
    'iframe',
    'object',
    'embed',
    'audio',
    'video',
    'svg',
    'math',
    'colgroup',
    'thead',
  ],
} as const;

/** A link target the allow-list keeps: one of its schemes, a path on this site or a fragment. */
export function isAllowedHref(href: string): boolean {
  const url = href.trim();
  const scheme = /^([A-Za-z][A-Za-z\d+.-]*):/.exec(url)?.[1];
  if (scheme) return (HTML_ALLOW_LIST.urlSchemes as readonly string[]).includes(scheme.toLowerCase());
  // `//host` and `/\host` lead to another site (browsers read a backslash as a slash).
  return /^\/(?![/\\])/.test(url) || url.startsWith('#');
}
