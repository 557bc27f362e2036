import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOffer } from '@gd/contracts/schemas/content';
import { renderRoutes } from '../../../test/utils';
import { OfferDetails } from './offer-details';
import { purifyHtml } from './safe-html';

/** Payloads that must never run, whatever reaches the page (the server cleans them too; this is the second wall). */
const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3"><circle r="5"/></svg>',
  '<a href="javascript:window.__xss = 4">js link</a>',
  '<a href="JaVaScRiPt:window.__xss = 5">mixed case</a>',
  '<a href="&#106;avascript:window.__xss = 6">entity</a>',
  '<a href=" javascript:window.__xss = 7">leading space</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data url</a>',
  '<iframe src="javascript:window.__xss = 8"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.__xss = 9">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 10"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=11>">',
  '<form><button formaction="javascript:window.__xss = 12">go</button></form>',
  '<details open ontoggle="window.__xss = 13">',
  '<object data="javascript:window.__xss = 14"></object>',
  '<input autofocus onfocus="window.__xss = 15">',
  '<svg><a xlink:href="javascript:window.__xss = 16"><text x="20" y="20">svg link</text></a></svg>',
  '<div><scr<script>ipt>window.__xss = 17</scr</script>ipt></div>',
  '<base href="javascript:window.__xss = 18//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 19">',
];

const offer = (description: string): TOffer => ({
  offer_id: 7,
  offer_name: 'Diwali sweets festival',
  offer_description_short: 'Kaju katli at festival prices.',
  offer_description: description,
  offer_start_date: '2026-11-01',
  offer_end_date: '2026-11-15',
  offer_image_url: '/uploads/offers/a.webp',
  offer_discount: 15,
  offer_code: 'DIWALI15',
  business_id: 3,
  business_name: 'Kesar Sweets',
  is_expired: false,
  created_at: '2026-10-30T06:00:00.000Z',
  updated_at: '2026-10-30T06:00:00.000Z',
});

function assertNothingRuns(root: HTMLElement) {
  expect(
    root.querySelectorAll(
      'script, iframe, object, embed, svg, math, style, form, input, button, meta, base, img[onerror]',
    ),
  ).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.startsWith('on'), `${el.tagName} has ${attr}`).toBe(false);
      expect(attr).not.toBe('style');
      expect(attr).not.toBe('formaction');
    }
  }
  for (const a of root.querySelectorAll('a[href]')) {
    expect(a.getAttribute('href')!.trim()).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
  }
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
}

describe('offer view: the description is HTML rendered through DOMPurify', () => {
  afterEach(() => {
    delete (window as unknown as { __xss?: number }).__xss;
  });

  it('shows the discount as a percent, the code and the formatting, under About the offer', async () => {
    renderRoutes([
      {
        path: '*',
        element: (
          <OfferDetails offer={offer('<p>All <strong>sweets</strong> <a href="https://example.com">fresh</a>.</p>')} />
        ),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Diwali sweets festival' })).toBeInTheDocument();
    expect(screen.getByText('15% off')).toBeInTheDocument();
    expect(screen.getByText('DIWALI15')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About the offer' })).toBeInTheDocument();
    expect(screen.getByText('sweets').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'fresh' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Kesar Sweets' })).toHaveAttribute('href', '/view/3');
  });

  it.each(XSS_CORPUS)('renders %s without anything that could run', async (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRoutes([{ path: '*', element: <OfferDetails offer={offer(`<p>before</p>${payload}<p>after</p>`)} /> }]);
    const section = (await screen.findByRole('heading', { level: 2, name: 'About the offer' }))
      .closest('section')!
      .querySelector<HTMLElement>('[data-rich-text]')!;
    expect(section).toHaveTextContent('before');
    // Give any handler a chance to fire (onerror of an image, a focus, a toggle).
    await new Promise((r) => setTimeout(r, 20));
    for (const el of section.querySelectorAll('*')) (el as HTMLElement).click?.();
    assertNothingRuns(section);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('keeps mXSS payloads inert after a second pass (what is shown is a fixed point)', () => {
    for (const payload of XSS_CORPUS) {
      const once = purifyHtml(payload);
      expect(purifyHtml(once)).toBe(once);
      const host = document.createElement('div');
      host.innerHTML = once;
      assertNothingRuns(host);
    }
  });
});
