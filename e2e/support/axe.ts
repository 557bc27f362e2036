import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules: the journeys that check only those pass them to `axeFor`. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe for the page as it is now. Our pages have no frames, so axe runs in the page itself ("legacy mode"): by
 * default @axe-core/playwright opens a blank page per pass to put the frames' results together, which cost about
 * 1.5 s of a 2–3 s pass on a two-core machine. Only the violations come back in full (the passes and the rules
 * that did not apply are most of the result's size); they are the same violations either way.
 */
export function axeFor(page: Page, tags?: readonly string[]): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  return tags ? builder.withTags([...tags]) : builder;
}

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page, tags?: readonly string[]): Promise<Result[]> {
  const results = await axeFor(page, tags).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation: its rule and the elements it found. */
export function violationLines(violations: readonly Result[]): string[] {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Fails (or, with `soft`, records a failure and goes on) when the page as it is now has a serious or critical
 * axe violation; `what` names the page in the message.
 */
export async function expectNoSeriousViolations(
  page: Page,
  what = '',
  { soft = false, tags }: { soft?: boolean; tags?: readonly string[] } = {},
): Promise<void> {
  const lines = violationLines(await seriousViolations(page, tags));
  (soft ? expect.soft : expect)(lines, what || 'serious or critical axe violations').toEqual([]);
}

/** `expectNoSeriousViolations` over the WCAG 2.1 A and AA rules only. */
export function expectNoSeriousWcagViolations(page: Page, what = ''): Promise<void> {
  return expectNoSeriousViolations(page, what, { tags: WCAG_AA });
}
