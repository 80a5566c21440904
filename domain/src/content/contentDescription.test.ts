import { describe, expect, it } from 'vitest';
import {
  CONTENT_DESCRIPTION_MAX_LENGTH,
  contentDescriptionOf,
  pageDescriptionOf,
} from './contentDescription.js';
import { contentHtml } from './contentMarkdown.js';

describe("a page's description for search engines", () => {
  it('keeps a short text whole, its spaces single', () => {
    expect(pageDescriptionOf('  Customs  rates\nin force today ')).toBe('Customs rates in force today');
  });

  it('cuts a long text at its last whole word within the length search engines show', () => {
    const text = 'The budget for the year changes the duty on many goods, '.repeat(6);
    const description = pageDescriptionOf(text);
    expect(description.length).toBeLessThanOrEqual(CONTENT_DESCRIPTION_MAX_LENGTH);
    expect(description).toMatch(/ goods,…$|\b\w+…$/);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).not.toMatch(/\s$/);
  });

  it("is an item's summary, else the text of its body, else its title", () => {
    const bodyHtml = contentHtml(
      'Trucks use **gate 9** &amp; gate 10 from [Monday](https://example.org).',
      'en',
    );
    expect(contentDescriptionOf({ title: 'T', summary: 'The summary', bodyHtml })).toBe('The summary');
    expect(contentDescriptionOf({ title: 'T', bodyHtml })).toBe('Trucks use gate 9 & gate 10 from Monday.');
    expect(contentDescriptionOf({ title: 'চট্টগ্রাম বন্দরে নতুন গেট' })).toBe('চট্টগ্রাম বন্দরে নতুন গেট');
  });
});
