import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { lowContrastTexts } from './contrast.js';
import { seriousViolations } from './seriousViolations.js';

/** A phone held upright. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The page as a phone shows it: no sideways scroll, nothing serious for axe, legible in Arabic (axe does
 * not check contrast on Arabic script), and no untranslated placeholder ("{{value}}") in its text.
 */
export async function expectFitsPhone(page: Page, language: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${page.url()} is wider than the phone`,
  ).toBe(true);
  expect(await page.locator('body').innerText(), page.url()).not.toContain('{{');
  expect(await seriousViolations(page), page.url()).toEqual([]);
  if (language === 'ar') expect(await lowContrastTexts(page), page.url()).toEqual([]);
}
