import { describe, expect, it } from 'vitest';
import { hsNoteExclusionsOf } from './hsNoteExclusions.js';

const CHAPTER_64 = {
  subject: '64',
  text:
    'This chapter does not cover toy footwear or skating boots with ice or roller skates attached (chapter 95). ' +
    'It excludes worn footwear of heading 63.09, and disposable foot coverings of flimsy material.',
  textTranslated: null,
};
const CHAPTER_84 = {
  subject: '84',
  text: 'Automatic data-processing machines (computers) are in heading 84.71.',
  textTranslated: null,
};

describe("the notes' exclusions a suggestion is shown with", () => {
  it('keeps the sentences that exclude goods the description names, with the code they refer to', () => {
    expect(hsNoteExclusionsOf([CHAPTER_64], 'toy shoes for dolls')).toEqual([
      {
        subject: '64',
        text: 'This chapter does not cover toy footwear or skating boots with ice or roller skates attached (chapter 95).',
        referredCode: '95',
      },
    ]);
    expect(hsNoteExclusionsOf([CHAPTER_64], 'worn sandals')).toEqual([
      {
        subject: '64',
        text: 'It excludes worn footwear of heading 63.09, and disposable foot coverings of flimsy material.',
        referredCode: '6309',
      },
    ]);
  });

  it('leaves out notes that exclude nothing, and exclusions of goods the description does not name', () => {
    expect(hsNoteExclusionsOf([CHAPTER_84], 'laptop computers')).toEqual([]);
    expect(hsNoteExclusionsOf([CHAPTER_64], 'leather shoes for men')).toEqual([]);
    expect(hsNoteExclusionsOf([CHAPTER_64], '!!!')).toEqual([]);
  });
});
