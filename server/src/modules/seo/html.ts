/** Small helpers to write head tags and XML safely. */
import { LANGUAGES, type Language } from '@gd/contracts/codes';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const escapeXml = escapeHtml;

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** A description of at most `max` characters, cut at a word, with an ellipsis. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  image?: string | null;
  type?: 'website' | 'business.business' | 'profile';
  noindex?: boolean;
  jsonLd?: unknown[];
  /** The language the page is served in (its `og:locale`); English when absent. */
  language?: Language;
  /** The page's language versions (`<link rel="alternate" hreflang>`), with `x-default`. */
  alternates?: { hreflang: string; href: string }[];
}

const OG_LOCALE: Record<Language, string> = { en: 'en_IN', guj: 'gu_IN' };

/** Puts the page's own title, description, canonical URL, Open Graph tags and JSON-LD into index.html. */
export function injectHead(template: string, head: HeadTags): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="Gujarat Business Directory" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.language ?? 'en']}" />`,
    ...LANGUAGES.filter((l) => l !== (head.language ?? 'en')).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`,
    ),
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.jsonLd ?? []).map(jsonLd),
  ].join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `  ${tags}\n  </head>`);
}
