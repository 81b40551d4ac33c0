import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * axe-core on the page as it is now: no serious or critical violation (WCAG 2 A and AA rules and
 * axe's best practices). The message names each rule and the elements it found.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Colours are judged as they settle: the test contexts run without transitions (browser.ts).
  const { violations } = await new AxeBuilder({ page })
    // Our pages have no frames, so axe runs in the page itself: the default opens a second,
    // blank page on every check to gather frames' results, which doubled each check's time.
    .setLegacyMode(true)
    // Off by default as experimental, but it is the rule that a control's accessible name
    // contains its visible label (speech users say what they see to press it).
    .options({
      // Passes and "needs review" come back with one node each, not every node they matched:
      // only violations are read, and the full results took over half of a check's time.
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')}`,
    );
  expect(serious, `${name}: axe violations`).toEqual([]);
}
