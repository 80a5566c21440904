import type { GuideRule, GuideRuleStatus } from '@tsw/domain';

/** What the editors' list filters by. */
export interface GuideRuleSearch {
  readonly q?: string | undefined;
  readonly status?: GuideRuleStatus | undefined;
  readonly documentCode?: string | undefined;
}

/** Case and accents folded, so that "sante" finds "Santé". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** The texts of a rule a search reads: its document's code and names, prefixes, authority and source. */
function searchedText(rule: GuideRule, documentNames: readonly string[]): string {
  return folded(
    [
      rule.documentCode,
      ...documentNames,
      ...rule.commodityPrefixes,
      ...Object.values(rule.authority),
      ...Object.values(rule.source),
      rule.sourceUrl ?? '',
    ].join('\n'),
  );
}

/**
 * The rules an editor's search finds, in the list's order (document code, then id): every word of `q`
 * must be in the rule's searched text. Ten thousand rules are read in a few milliseconds, so there is no
 * index; the rules are those of the memory cache, just refreshed.
 */
export function guideRulesMatchingSearch(
  rules: readonly GuideRule[],
  search: GuideRuleSearch,
  documentNames: (code: string) => readonly string[],
): GuideRule[] {
  const words = folded(search.q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
  const documentCode = search.documentCode?.trim().toUpperCase();
  return rules
    .filter(
      (rule) =>
        (!search.status || rule.status === search.status) &&
        (!documentCode || rule.documentCode === documentCode) &&
        (words.length === 0 ||
          ((text) => words.every((word) => text.includes(word)))(
            searchedText(rule, documentNames(rule.documentCode)),
          )),
    )
    .sort(
      (left, right) =>
        left.documentCode.localeCompare(right.documentCode) ||
        (left.id < right.id ? -1 : left.id > right.id ? 1 : 0),
    );
}
