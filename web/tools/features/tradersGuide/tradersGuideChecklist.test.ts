import type { TradersGuideAnswer, TradersGuideAttachment } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { tradersGuideChecklist, tradersGuideFieldErrors } from './tradersGuideChecklist';

const attachment = (code: string, more: Partial<TradersGuideAttachment> = {}): TradersGuideAttachment => ({
  id: `rule-${code}`,
  code,
  attDocCode: code,
  attDocName: `${code} name`,
  attDocNameLanguage: 'bn',
  applicableCommodityCodes: [],
  ruleType: 'required',
  conditions: [],
  authority: `${code} authority`,
  sources: [{ text: `${code} order`, url: null }],
  ruleIds: [`rule-${code}`],
  sample: false,
  ...more,
});

const answer = (
  items: TradersGuideAnswer['data']['items'],
  fieldsErrors: TradersGuideAnswer['data']['fieldsErrors'] = [],
): TradersGuideAnswer => ({ data: { validityDate: '2026-11-26', items, fieldsErrors } });

describe('the checklist of a traders guide', () => {
  const requests = [
    {
      consignmentIds: [1, 9],
      answer: answer([
        {
          itemNumber: 1,
          commodityCode: '03046200',
          attachments: [
            attachment('INV'),
            attachment('RAD', { ruleType: 'conditional', conditions: ['Food from Japan'], sample: true }),
          ],
        },
        {
          itemNumber: 2,
          commodityCode: '30049099',
          attachments: [attachment('INV'), attachment('DGDA', { attDocNameLanguage: 'en' })],
        },
      ]),
    },
    {
      consignmentIds: [4],
      answer: answer([
        {
          itemNumber: 1,
          commodityCode: '03042900',
          attachments: [
            attachment('RAD', {
              conditions: ['Food from Japan', 'Fish'],
              sources: [
                { text: 'RAD order', url: null },
                { text: 'SRO 12', url: 'https://example.org/sro12' },
              ],
            }),
          ],
        },
      ]),
    },
  ];
  // The form's order: consignment 1, then 4, then 9.
  const numberOf = (id: number) => [1, 4, 9].indexOf(id) + 1;

  it('lists each document once, with every consignment it applies to, required ones first', () => {
    const checklist = tradersGuideChecklist(requests, numberOf);
    expect(checklist.map((document) => document.code)).toEqual(['DGDA', 'INV', 'RAD']);
    expect(checklist.find((document) => document.code === 'INV')?.consignments).toEqual([
      { number: 1, commodityCode: '03046200' },
      { number: 3, commodityCode: '30049099' },
    ]);
  });

  it('merges conditions and sources, a required rule outweighing a conditional one', () => {
    const radioactivity = tradersGuideChecklist(requests, numberOf).find(
      (document) => document.code === 'RAD',
    );
    expect(radioactivity).toMatchObject({
      ruleType: 'required',
      conditions: ['Food from Japan', 'Fish'],
      sources: [
        { text: 'RAD order', url: null },
        { text: 'SRO 12', url: 'https://example.org/sro12' },
      ],
      // One of its rules is cited: the document is not sample.
      sample: false,
      consignments: [
        { number: 1, commodityCode: '03046200' },
        { number: 2, commodityCode: '03042900' },
      ],
    });
  });

  it('keeps the language each name came in, to say when it fell back to English', () => {
    const checklist = tradersGuideChecklist(requests, numberOf);
    expect(checklist.find((document) => document.code === 'DGDA')?.nameLanguage).toBe('en');
    expect(checklist.find((document) => document.code === 'INV')?.nameLanguage).toBe('bn');
  });

  it("places each field problem at its form consignment, and the guide's own once", () => {
    const dateProblem = {
      itemNumber: 0,
      field: 'meta.validityDate',
      code: 'INVALID_DATE',
      message: 'Enter a date',
    };
    const errors = tradersGuideFieldErrors([
      {
        consignmentIds: [1, 9],
        answer: answer(
          [],
          [
            dateProblem,
            { itemNumber: 2, field: 'itemCountryOfOriginCode', code: 'UNKNOWN_CODE', message: 'x' },
          ],
        ),
      },
      { consignmentIds: [4], answer: answer([], [dateProblem]) },
    ]);
    expect(errors.map((error) => [error.consignmentId, error.field])).toEqual([
      [null, 'meta.validityDate'],
      [9, 'itemCountryOfOriginCode'],
    ]);
  });
});
