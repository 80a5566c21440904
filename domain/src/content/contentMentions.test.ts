import { describe, expect, it } from 'vitest';
import type { ContentItem } from './contentItem.js';
import { contentMentionsOf } from './contentMentions.js';

function item(kind: 'sro' | 'download', slug: string, fields: Partial<ContentItem>): ContentItem {
  return {
    id: slug,
    kind,
    slug,
    status: 'published',
    sample: true,
    version: 1,
    publishedAt: null,
    updatedAt: '2025-01-01T00:00:00Z',
    updatedBy: 'test',
    translations: { en: { title: slug } },
    ...fields,
  };
}

const sro119 = item('sro', 'sro-119-2025', { number: 'S.R.O. No. 119-Ain/2025/116-Customs' });
const sro120 = item('sro', 'sro-120-2025', { number: 'S.R.O. No. 120-Ain/2025/117-Customs' });
const refundForm = item('download', 'refund', {
  translations: {
    en: { title: 'Application for refund of duties paid in excess' },
    bn: { title: 'অতিরিক্ত পরিশোধিত শুল্ক ফেরতের আবেদন' },
  },
});
const guide = item('download', 'guide', { translations: { en: { title: 'Guide' } } });
const all = [sro119, sro120, refundForm, guide];

const slugs = (texts: string[]) => contentMentionsOf(texts, all).map((found) => found.slug);

describe('contentMentionsOf', () => {
  it('finds an SRO by its number, however the text writes its case, prefix and spaces', () => {
    expect(slugs(['Under S.R.O. No. 119-AIN/2025/116-Customs, machinery pays 1%.'])).toEqual([
      'sro-119-2025',
    ]);
    expect(slugs(['See SRO 119 - Ain / 2025 / 116.'])).toEqual(['sro-119-2025']);
    expect(slugs(['SRO 119 of 2025'])).toEqual([]);
  });

  it('finds a download by its title in any of its languages', () => {
    expect(slugs(['Fill in the application for refund of duties paid in excess.'])).toEqual(['refund']);
    expect(slugs(['', 'অতিরিক্ত পরিশোধিত শুল্ক ফেরতের আবেদন পূরণ করুন।'])).toEqual(['refund']);
  });

  it('takes no short, common title for a mention, and nothing of other kinds', () => {
    expect(slugs(['A guide to everything.'])).toEqual([]);
    expect(contentMentionsOf(['news'], [item('download', 'x', {}), { ...sro119, kind: 'news' }])).toEqual([]);
  });
});
