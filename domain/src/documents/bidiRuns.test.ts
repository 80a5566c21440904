import { describe, expect, it } from 'vitest';
import { readsRightToLeft, visualRuns } from './bidiRuns.js';

describe('visual runs', () => {
  it('keeps Latin and Bengali text in order, each script in its own run', () => {
    expect(visualRuns('Frozen chicken')).toEqual([{ script: 'latin', text: 'Frozen chicken' }]);
    expect(visualRuns('ক্ষুদ্র, স্ত্রী')).toEqual([
      { script: 'bengali', text: 'ক্ষুদ্র' },
      { script: 'latin', text: ', ' },
      { script: 'bengali', text: 'স্ত্রী' },
    ]);
  });

  it('orders Arabic words right to left, each handed to the shaper in logical order', () => {
    // البند الجمركي: the first word is drawn rightmost.
    expect(visualRuns('البند الجمركي')).toEqual([
      { script: 'arabic', text: 'الجمركي' },
      { script: 'latin', text: ' ' },
      { script: 'arabic', text: 'البند' },
    ]);
    // An English description inside an Arabic table stays one left-to-right run.
    expect(visualRuns('Live horses, pure-bred', 'rtl')).toEqual([
      { script: 'latin', text: 'Live horses, pure-bred' },
    ]);
  });

  it('keeps numbers left to right inside Arabic, and places them by the paragraph', () => {
    expect(visualRuns('رسوم 25.00 %')).toEqual([
      { script: 'latin', text: '% 25.00 ' },
      { script: 'arabic', text: 'رسوم' },
    ]);
    // Arabic-Indic digits are handed over reversed, because the shaper turns Arabic runs round.
    expect(visualRuns('١٢٣')).toEqual([{ script: 'arabic', text: '٣٢١' }]);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(visualRuns('البند (8471)')).toEqual([
      { script: 'latin', text: '(8471) ' },
      { script: 'arabic', text: 'البند' },
    ]);
  });

  it('tells the direction of a text from its first strong character', () => {
    expect(readsRightToLeft('البند 8471')).toBe(true);
    expect(readsRightToLeft('8471 Computers')).toBe(false);
    expect(readsRightToLeft('25.00')).toBe(false);
  });
});
