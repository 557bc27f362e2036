import { describe, expect, it } from 'vitest';
import { injectApp, type RenderedApp } from './ssr';

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
