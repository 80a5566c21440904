import type { TFunction } from 'i18next';
import type { StoredGuideRule } from './guideEditorApi';

/** What a rule applies to, in a line of the list: "0304, 0305 · from ASEAN · IM · valid from 2025-07-01". */
export function guideRuleSummary(t: TFunction, rule: StoredGuideRule): string {
  const part = (label: string, codes: readonly string[]) =>
    codes.length > 0 ? [`${label} ${codes.slice(0, 6).join(', ')}${codes.length > 6 ? '…' : ''}`] : [];
  return [
    ...(rule.commodityPrefixes.length > 0
      ? part(t('guideEditor.summary.goods'), rule.commodityPrefixes)
      : [t('guideEditor.summary.allGoods')]),
    ...part(t('guideEditor.summary.except'), rule.exceptCommodityPrefixes),
    ...part(t('guideEditor.summary.from'), rule.origins),
    ...part(t('guideEditor.summary.notFrom'), rule.exceptOrigins),
    ...(rule.flows.length > 0 ? [rule.flows.join(', ')] : []),
    ...part(t('guideEditor.summary.procedures'), [
      ...rule.generalProcedureCodes,
      ...rule.extendedProcedureCodes,
      ...rule.nationalProcedureCodes,
    ]),
    rule.validTo
      ? t('guideEditor.summary.validBetween', { from: rule.validFrom, to: rule.validTo })
      : t('guideEditor.summary.validFrom', { from: rule.validFrom }),
  ].join(' · ');
}
