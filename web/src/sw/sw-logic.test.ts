import { describe, expect, it } from 'vitest';
import { offlineLanguage, offlinePage, requestKind, type OfflineText } from './sw-logic';

const origin = 'https://gujaratdirectory.in';
const req = (path: string, mode = 'no-cors', method = 'GET') => ({ url: `${origin}${path}`, method, mode });

describe('the service worker: which requests it handles (decision 80)', () => {
  it('takes every page navigation to the network first', () => {
    expect(requestKind(req('/', 'navigate'), origin)).toBe('navigate');
    expect(requestKind(req('/business/12/shree-jalaram-traders?lang=gu', 'navigate'), origin)).toBe('navigate');
  });

  it('never handles the API or uploads, not even opened as a page', () => {
    expect(requestKind(req('/api/businesses?q=patel', 'cors'), origin)).toBe('pass');
    expect(requestKind(req('/api/openapi.json', 'navigate'), origin)).toBe('pass');
    expect(requestKind(req('/api', 'navigate'), origin)).toBe('pass');
    expect(requestKind(req('/uploads/logos/1.webp'), origin)).toBe('pass');
  });

  it('serves hashed build files from its cache, and nothing else', () => {
    expect(requestKind(req('/assets/react-t41hRyXG.js', 'cors'), origin)).toBe('asset');
    expect(requestKind(req('/assets/index-DxQB7gDa.css'), origin)).toBe('asset');
    expect(requestKind(req('/assets/noto-sans-gujarati-gujarati-400-normal-CbU9Gx3w.woff2'), origin)).toBe('asset');
    // No hash in the name, or a query: the network (and the HTTP cache) decide.
    expect(requestKind(req('/assets/img/logo.svg'), origin)).toBe('pass');
    expect(requestKind(req('/assets/i18n/guj.json?v=abc123'), origin)).toBe('pass');
    expect(requestKind(req('/sw.js'), origin)).toBe('pass');
    expect(requestKind(req('/manifest.webmanifest'), origin)).toBe('pass');
  });

  it('leaves other sites and anything but GET alone', () => {
    expect(
      requestKind({ url: 'https://checkout.razorpay.com/v1/checkout.js', method: 'GET', mode: 'no-cors' }, origin),
    ).toBe('pass');
    expect(requestKind(req('/search', 'navigate', 'POST'), origin)).toBe('pass');
    expect(requestKind(req('/assets/react-t41hRyXG.js', 'cors', 'HEAD'), origin)).toBe('pass');
  });
});

describe('the offline page', () => {
  it('is in the language the page names, else the cookie, else the one the app reported', () => {
    expect(offlineLanguage(`${origin}/?lang=gu`, 'selectedLanguage=en')).toBe('guj');
    expect(offlineLanguage(`${origin}/event?lang=en`, 'selectedLanguage=guj')).toBe('en');
    expect(offlineLanguage(`${origin}/event`, 'a=1; selectedLanguage=guj')).toBe('guj');
    expect(offlineLanguage(`${origin}/event`, 'selectedLanguage=fr', 'guj')).toBe('guj');
    expect(offlineLanguage(`${origin}/event`, null, 'en')).toBe('en');
    expect(offlineLanguage(`${origin}/event`, null, 'xx')).toBeNull();
  });

  const texts: Record<'en' | 'guj', OfflineText> = {
    en: { TITLE: 'You are offline', MESSAGE: 'Check <your> connection', RETRY: 'Try again', SITE_NAME: 'GBD' },
    guj: { TITLE: 'તમે ઑફલાઇન છો', MESSAGE: 'જોડાણ તપાસો', RETRY: 'ફરી પ્રયાસ કરો', SITE_NAME: 'ગુજરાત' },
  };

  it('says it in the chosen language, with a link that tries the same address again', () => {
    const html = offlinePage('guj', texts, `${origin}/job-list?x="1"&y=<b>`);
    expect(html).toContain('<html lang="gu"');
    expect(html).toContain('<h1>તમે ઑફલાઇન છો</h1>');
    expect(html).not.toContain('You are offline');
    expect(html).toContain(`href="${origin}/job-list?x=&quot;1&quot;&amp;y=&lt;b&gt;"`);
    expect(html).not.toMatch(/<script|<link|src=/); // nothing to fetch while offline, nothing the CSP blocks
  });

  it('names the app’s Gujarati font (from the worker’s cache) when it says it in Gujarati, never for English alone', () => {
    const font = '/assets/noto-sans-gujarati-gujarati-400-normal-AbC123.woff2';
    expect(offlinePage('guj', texts, `${origin}/`, font)).toContain(
      `@font-face{font-family:"Noto Sans Gujarati";src:url(${font}) format("woff2")`,
    );
    expect(offlinePage(null, texts, `${origin}/`, font)).toContain('@font-face');
    expect(offlinePage('en', texts, `${origin}/`, font)).not.toContain('@font-face');
    expect(offlinePage('guj', texts, `${origin}/`)).not.toContain('@font-face');
  });

  it('says it in both languages when none is known, and escapes the texts', () => {
    const html = offlinePage(null, texts, `${origin}/`);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<section lang="en"><h1>You are offline</h1><p>Check &lt;your&gt; connection</p>');
    expect(html).toContain('<section lang="gu"><h1>તમે ઑફલાઇન છો</h1>');
  });
});
