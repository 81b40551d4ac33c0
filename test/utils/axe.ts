import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * axe-core on the page as it is now: no serious or critical violation (WCAG 2 A and AA rules and
 * axe's best practices). The message names each rule and the elements it found.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
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
