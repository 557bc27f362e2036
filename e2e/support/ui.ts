import { expect, type Locator, type Page } from '@playwright/test';
import { HTML_LANG, LANGUAGE_KEY } from '@gd/contracts/language';
import { GUJARATI, type Lang } from './i18n';

/** How the language dropdown names each language (each in its own script). */
export const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', guj: 'ગુજરાતી' };

/** The `<html lang>` value for each app language code (decision 26), the one mapping the app and the server use. */
export { HTML_LANG };

/** The sticky site header. */
export function siteHeader(page: Page): Locator {
  return page.locator('header').first();
}

/** Makes the next page loads start in `lang`, as a returning visitor who chose it before. */
export async function preferLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript(
    ([key, code]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, code);
    },
    [LANGUAGE_KEY, lang] as const,
  );
}

/** The header's language control: named "Language: English" / "ભાષા: ગુજરાતી" or after the current language. */
const LANGUAGE_CONTROL = /language|ભાષા|english|ગુજરાતી/i;

/**
 * Switches the language with the header's language control: a native select, or a button that opens a
 * menu (or listbox) of languages. Waits until the menu has closed and `<html lang>` has changed.
 */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const name = LANGUAGE_NAME[lang];
  const header = siteHeader(page);
  const nativeSelect = header.locator('select').filter({ has: page.locator('option', { hasText: name }) });
  const trigger = header
    .getByRole('button', { name: LANGUAGE_CONTROL })
    .or(header.getByRole('combobox', { name: LANGUAGE_CONTROL }));
  await expect(nativeSelect.or(trigger).first(), 'the header has a language control').toBeVisible();

  if ((await nativeSelect.count()) > 0) {
    await nativeSelect.first().selectOption({ label: name });
  } else {
    // A menu still closing from an earlier choice would swallow the click that opens the next one.
    const popups = page.locator('[role="menu"], [role="listbox"]').filter({ visible: true });
    await expect(popups, 'no menu is open before the language control is used').toHaveCount(0);
    await trigger.first().click();
    await popups
      .getByRole('menuitemradio', { name })
      .or(popups.getByRole('menuitem', { name }))
      .or(popups.getByRole('option', { name }))
      .first()
      .click();
    // Mantine's radio menu items leave the menu open: close it as a user would.
    if ((await popups.count()) > 0) await page.keyboard.press('Escape');
    await expect(popups, 'the language menu has closed').toHaveCount(0);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
}

/** The texts of the header's visible links (the menu, the login link, the logo). */
export async function headerLinkTexts(page: Page): Promise<string[]> {
  const texts = await siteHeader(page).getByRole('link').filter({ visible: true }).allInnerTexts();
  return texts.map((s) => s.trim()).filter(Boolean);
}

/** How many of the header's visible link texts are written in Gujarati script. */
export async function gujaratiHeaderLinks(page: Page): Promise<{ gujarati: number; total: number; texts: string[] }> {
  const texts = await headerLinkTexts(page);
  return { gujarati: texts.filter((s) => GUJARATI.test(s)).length, total: texts.length, texts };
}

/** document.documentElement.scrollWidth: wider than the viewport means a horizontal scrollbar. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * The contrast ratio (WCAG) of an element's text against the first opaque background behind it. axe files text
 * whose colour equals its background under "incomplete", not as a violation, so a badge whose text had vanished
 * into its own colour passed it; this measures.
 */
export async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const text = rgb(getComputedStyle(el).color);
    let node: Element | null = el;
    let back = [255, 255, 255];
    while (node) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length === 3 || c[3]! > 0.5)) {
        back = c.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    const [hi, lo] = [lum(text), lum(back)].sort((a, b) => b - a);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}
