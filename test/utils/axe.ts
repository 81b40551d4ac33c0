import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * axe-core's minified build, put into a page once per document. Playwright's AxeBuilder put the
 * unminified build (1.3 MB) in twice on every check, which cost two to three times the check
 * itself; our pages have no frames, so axe runs in the page alone, as AxeBuilder's legacy mode did.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Passes and "needs review" come back with one node each, not every node they matched: only
  // violations are read, and the full results took over half of a check's time.
  resultTypes: ['violations'],
  // Off by default as experimental, but it is the rule that a control's accessible name
  // contains its visible label (speech users say what they see to press it).
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

type WithAxe = { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * axe-core on the page as it is now: no serious or critical violation (WCAG 2 A and AA rules and
 * axe's best practices). The message names each rule and the elements it found.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  // Colours are judged as they settle: the test contexts run without transitions (browser.ts).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options),
    OPTIONS,
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')}`,
    );
  expect(serious, `${name}: axe violations`).toEqual([]);
}
