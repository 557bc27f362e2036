import { describe, expect, it } from 'vitest';
import { injectApp, injectAppOnce, type RenderedApp } from './ssr';

const template = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index-abc12345.js"></script>
  </body>
</html>`;

const page = (htmlLang: RenderedApp['htmlLang']): RenderedApp => ({
  head: '',
  html: '<main>hello</main>',
  stateScript: '<script type="application/json" id="ssr-state">{}</script>',
  htmlLang,
});

describe('a rendered page names the installable app in its language (decision 80)', () => {
  it('links the Gujarati manifest from a Gujarati page', () => {
    const html = injectApp(template, page('gu'));
    expect(html).toContain('<link rel="manifest" href="/manifest-gu.webmanifest" />');
    expect(html).toContain('<html lang="gu" data-ssr');
  });

  it('keeps the English manifest on an English page', () => {
    expect(injectApp(template, page('en'))).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe('a cached page is put into its template once (the home page sent again without rebuilding it)', () => {
  it('answers what injectApp makes, for each template it is given with the same page', () => {
    const rendered = page('en');
    const withHead = (title: string) => template.replace('</head>', `<title>${title}</title></head>`);
    expect(injectAppOnce(withHead('One'), rendered)).toBe(injectApp(withHead('One'), rendered));
    // The page's head changed (another title): the new one, not the page made before.
    expect(injectAppOnce(withHead('Two'), rendered)).toBe(injectApp(withHead('Two'), rendered));
    expect(injectAppOnce(withHead('One'), rendered)).toContain('<title>One</title>');
    // Another page with the same template is its own.
    const closed = { ...rendered, offerBannerClosed: true };
    expect(injectAppOnce(withHead('One'), closed)).toContain('data-offer-banner-closed');
    expect(injectAppOnce(withHead('One'), rendered)).not.toContain('data-offer-banner-closed');
  });
});
