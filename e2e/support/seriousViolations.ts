import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The page's serious and critical accessibility violations found by axe, each as its rule and the elements
 * it found, so that a failing test names them.
 *
 * A page without visible frames (the tools hold only sign-in's hidden check frames) is checked in axe's
 * legacy mode, which runs inside the page: the default opens a blank page per run to gather the frames'
 * results, and took twice as long here for the same findings. Legacy mode misses what frames hold, so a page
 * with a visible frame gets the default.
 *
 * Axe gathers the violations only: by default it also writes out every node that passes or does not apply,
 * which cost about a third of each run here (a run is a second or two, and the browser tests make over a
 * hundred), and which nothing here reads. The violations it finds are the same.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if ((await page.locator('iframe:visible').count()) === 0) builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
