import { describe, expect, it } from 'vitest';
import { HTML_ALLOW_LIST, isAllowedHref } from '@gd/contracts/html-allow-list';
// The server's sanitizer, run here next to the web's: one allow-list (contracts/src/html-allow-list.ts), two walls.
import { cleanHtml } from '../../../../../server/src/platform/safe-html';
import { purifyHtml } from './safe-html';

/**
 * Markup compared as the DOM reads it: attributes sorted, whitespace at the ends trimmed. The two libraries write
 * the same tree differently (`<br />` and `<br>`, attribute order, which characters they escape).
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const tag = node.tagName.toLowerCase();
    const attributes = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort();
    return `<${tag}${attributes.join('')}>${[...node.childNodes].map(write).join('')}</${tag}>`;
  };
  return [...template.content.childNodes].map(write).join('');
}

const link = (href: string | null, text: string, title?: string) =>
  `<a${href === null ? '' : ` href="${href}"`}${title ? ` title="${title}"` : ''} target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;

/** [what an owner typed, what both the server keeps and the web shows] */
const SAMPLES: [string, string][] = [
  // Formatting, lists and headings stay.
  [
    '<p>Fresh <strong>kaju</strong> <em>katli</em>, <b>b</b> <i>i</i> <u>u</u> <s>s</s><br>next line</p>',
    '<p>Fresh <strong>kaju</strong> <em>katli</em>, <b>b</b> <i>i</i> <u>u</u> <s>s</s><br>next line</p>',
  ],
  [
    '<h3>Menu</h3><h4>Sweets</h4><ul><li>Kaju</li></ul><ol><li>Barfi</li></ol><blockquote>Since 1962</blockquote>',
    '<h3>Menu</h3><h4>Sweets</h4><ul><li>Kaju</li></ul><ol><li>Barfi</li></ol><blockquote>Since 1962</blockquote>',
  ],
  // Other elements go, their text stays; attributes a tag does not allow go.
  ['<h1>Big</h1><div class="x"><span style="color:red">plain</span></div>', 'Bigplain'],
  ['<p title="t" id="i" class="c" onclick="alert(1)" style="color:red">attrs</p>', '<p>attrs</p>'],
  ['<img src="x" onerror="alert(1)">after the image', 'after the image'],
  ['<p>Tom &amp; Jerry &lt;3</p>', '<p>Tom &amp; Jerry &lt;3</p>'],
  // Code, raw text and media fallbacks go with their text.
  ['<script>alert(1)</script><style>p{color:red}</style><p>after</p>', '<p>after</p>'],
  [
    '<video>fallback</video><textarea>typed</textarea><iframe src="https://x.example">inner</iframe><p>x</p>',
    '<p>x</p>',
  ],
  ['<svg><text>drawn</text></svg><math><mi>x</mi></math><p>y</p>', '<p>y</p>'],
  // Links: their text and title stay, a safe target stays, and every link opens a new tab without a referrer.
  [
    '<a href="https://example.com/a?b=1" title="Shop" target="_self" rel="opener" onclick="alert(1)">shop</a>',
    link('https://example.com/a?b=1', 'shop', 'Shop'),
  ],
  ['<a href="mailto:sweets@example.in">mail</a>', link('mailto:sweets@example.in', 'mail')],
  ['<a href="/view/3">profile</a>', link('/view/3', 'profile')],
  ['<a href="#menu">menu</a>', link('#menu', 'menu')],
  ['<a>no target</a>', link(null, 'no target')],
  ...[
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'ftp://files.example',
    '//evil.example',
    '/\\evil.example',
    'page.html',
  ].map((href): [string, string] => [`<a href="${href}">bad</a>`, link(null, 'bad')]),
];

describe('one HTML allow-list: the server (sanitize-html) and the web (DOMPurify) keep the same things', () => {
  it.each(SAMPLES)('%s', (input, expected) => {
    const server = canonical(cleanHtml(input) ?? '');
    const web = canonical(purifyHtml(input));
    expect(server).toBe(canonical(expected));
    expect(web).toBe(server);
  });

  it('allows links to the web, mail, this site and fragments only', () => {
    expect(HTML_ALLOW_LIST.urlSchemes).toEqual(['http', 'https', 'mailto']);
    for (const href of ['https://a.example', 'HTTP://a.example', 'mailto:a@b.in', '/', '/search/3', '#top', ' /x ']) {
      expect(isAllowedHref(href), href).toBe(true);
    }
    for (const href of [
      'javascript:x',
      'java\nscript:x',
      'tel:123',
      '//a.example',
      '/\\a.example',
      'a.html',
      '?q=1',
      '',
    ]) {
      expect(isAllowedHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
