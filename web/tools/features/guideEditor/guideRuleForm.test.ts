import type { IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import type { StoredGuideRule } from './guideEditorApi';
import { draftOfGuideRuleForm, guideRuleFormOf, newGuideRuleForm } from './guideRuleForm';

const stored: StoredGuideRule = {
  id: 'rule-1',
  status: 'active',
  version: 3,
  updatedAt: '2026-11-26T09:00:00Z',
  updatedBy: 'guide',
  documentCode: 'FQIP',
  ruleType: 'conditional',
  condition: { en: 'Before the fish are imported', bn: 'মাছ আমদানির আগে' },
  commodityPrefixes: ['0302', '0304'],
  exceptCommodityPrefixes: [],
  origins: ['ASEAN'],
  exceptOrigins: ['MM'],
  flows: ['IM'],
  generalProcedureCodes: ['4'],
  extendedProcedureCodes: [],
  nationalProcedureCodes: [],
  authority: { en: 'Department of Fisheries' },
  source: { en: 'Fish Quarantine Act, 2018' },
  sourceUrl: 'https://example.org/act',
  validFrom: '2025-07-01',
  validTo: null,
  sample: false,
};

describe("the guide editors' rule form", () => {
  it('sends back what it was opened with, when nothing changed', () => {
    const storedOnly = new Set(['id', 'status', 'version', 'updatedAt', 'updatedBy']);
    const draft = Object.fromEntries(Object.entries(stored).filter(([key]) => !storedOnly.has(key)));
    expect(draftOfGuideRuleForm(guideRuleFormOf(stored))).toEqual(draft);
  });

  it('leaves out what is not written: a condition, other languages, the address, the end date', () => {
    const form = newGuideRuleForm('2026-11-26' as IsoDate);
    const draft = draftOfGuideRuleForm({
      ...form,
      documentCode: 'INV',
      lists: { ...form.lists, origins: [' mm ', 'saarc'] },
      texts: {
        ...form.texts,
        authority: { ...form.texts.authority, en: ' Exporter ', fr: '  ' },
        source: { ...form.texts.source, en: 'Import Policy Order', ar: 'أمر سياسة الاستيراد' },
      },
    });
    expect(draft).toMatchObject({
      documentCode: 'INV',
      ruleType: 'required',
      condition: null,
      origins: ['MM', 'SAARC'],
      authority: { en: 'Exporter' },
      source: { en: 'Import Policy Order', ar: 'أمر سياسة الاستيراد' },
      sourceUrl: null,
      validFrom: '2026-11-26',
      validTo: null,
    });
  });
});
