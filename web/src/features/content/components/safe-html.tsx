import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The same allow-list the server keeps when it saves (server/src/platform/safe-html.ts). */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
  }
  return DOMPurify;
}

/** Cleans stored HTML again before it is shown: defence in depth over the server's sanitize-html. */
export function purifyHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}

/** Rich text (an offer description) rendered as HTML after DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return <div className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
