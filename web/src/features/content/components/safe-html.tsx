import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { HTML_ALLOW_LIST, isAllowedHref } from '@gd/contracts/html-allow-list';

/** The allow-list the server keeps when it saves (contracts/src/html-allow-list.ts), applied again here. */
const { tags, attributes, linkAttributes, dropWithContent } = HTML_ALLOW_LIST;
const ALLOWED_ATTR = [...new Set(Object.values(attributes).flat())];

let hooked = false;
function purifier() {
  if (!hooked) {
    hooked = true;
    // DOMPurify's ALLOWED_ATTR is one list for every tag: an attribute not listed for this tag is dropped here.
    DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
      if (!attributes[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href');
      if (href !== null && !isAllowedHref(href)) node.removeAttribute('href');
      for (const [name, value] of Object.entries(linkAttributes)) node.setAttribute(name, value);
    });
  }
  return DOMPurify;
}

/** Cleans stored HTML again before it is shown: defence in depth over the server's sanitize-html. */
export function purifyHtml(html: string): string {
  // A server render has no DOM for DOMPurify: it sends the HTML as stored, which the server cleaned with the same
  // allow-list when it was saved (decision 40); the browser's renders clean it again.
  if (typeof window === 'undefined') return html;
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    ADD_FORBID_CONTENTS: [...dropWithContent],
  });
}

/** Rich text (an offer description) rendered as HTML after DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return <div className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
