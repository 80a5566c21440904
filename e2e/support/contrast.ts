import type { Page } from 'playwright-core';

/**
 * Text whose colour contrast with its background is below WCAG AA (4.5:1, 3:1 for large text), found in
 * the page itself: axe skips contrast on Arabic script, so right-to-left pages are checked this way. Text of
 * a disabled control is left out, as WCAG leaves out inactive components.
 */
export function lowContrastTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([red = 0, green = 0, blue = 0]: number[]) => {
      const linear = (value: number) => {
        const scaled = value / 255;
        return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    const background = (element: Element | null): number[] => {
      for (let current = element; current; current = current.parentElement) {
        const [red, green, blue, alpha = 1] = channels(getComputedStyle(current).backgroundColor);
        if (alpha > 0.5) return [red ?? 255, green ?? 255, blue ?? 255];
      }
      return [255, 255, 255];
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest(':disabled, [aria-disabled="true"]')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0 || box.height === 0)
        continue;
      const foreground = luminance(channels(style.color));
      const behind = luminance(background(element));
      const ratio = (Math.max(foreground, behind) + 0.05) / (Math.min(foreground, behind) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5)) failures.push(`${ratio.toFixed(2)}: ${text.slice(0, 60)}`);
    }
    return failures;
  });
}
