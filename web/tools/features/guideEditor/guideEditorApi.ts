import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  GUIDE_RULE_CHANGES_ANSWER,
  GUIDE_RULE_SCHEMA,
  GUIDE_RULES_ANSWER,
  GUIDE_RULES_IMPORT_ANSWER,
  SERVER_PATHS,
  type GuideRuleDraftBody,
  type GuideRuleStatus,
} from '@tsw/domain';
import type { Static } from 'typebox';
import { apiFetch, apiFetchFile } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

/** A rule as the editors' API answers it. */
export type StoredGuideRule = Static<typeof GUIDE_RULE_SCHEMA>;

/** What the list asks for: words, a state, a document, and a page. */
export interface GuideRulesQuery {
  readonly q: string;
  readonly status: GuideRuleStatus | null;
  readonly documentCode: string | null;
  readonly offset: number;
  readonly max: number;
}

export const guideEditorQueryKeys = {
  rules: ['guide-editor', 'rules'] as const,
  list: (query: GuideRulesQuery) => ['guide-editor', 'rules', 'list', query] as const,
  rule: (id: string) => ['guide-editor', 'rules', id] as const,
  changes: (id: string) => ['guide-editor', 'rules', id, 'changes'] as const,
};

const ruleAddress = (id: string) => `${SERVER_PATHS.guideEditorRules}/${encodeURIComponent(id)}`;

/** The list's filters as the API reads them. */
const guideRulesFilters = (query: Omit<GuideRulesQuery, 'offset' | 'max'>) => ({
  ...(query.q.trim() && { q: query.q.trim() }),
  ...(query.status && { status: query.status }),
  ...(query.documentCode && { documentCode: query.documentCode }),
});

/** A page of the rules the search finds; the page shown stays while the next one comes. */
export function useGuideRules(query: GuideRulesQuery) {
  const { accessToken } = useAuth();
  const params = new URLSearchParams({
    ...guideRulesFilters(query),
    offset: String(query.offset),
    max: String(query.max),
  });
  return useQuery({
    queryKey: guideEditorQueryKeys.list(query),
    queryFn: () =>
      apiFetch(`${SERVER_PATHS.guideEditorRules}?${params}`, GUIDE_RULES_ANSWER, { accessToken }),
    enabled: accessToken !== null,
    placeholderData: keepPreviousData,
  });
}

export function useGuideRule(id: string | undefined) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: guideEditorQueryKeys.rule(id ?? ''),
    queryFn: () => apiFetch(ruleAddress(id as string), GUIDE_RULE_SCHEMA, { accessToken }),
    enabled: accessToken !== null && id !== undefined,
    retry: false,
  });
}

export function useGuideRuleChanges(id: string) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: guideEditorQueryKeys.changes(id),
    queryFn: () =>
      apiFetch(`${ruleAddress(id)}/history`, GUIDE_RULE_CHANGES_ANSWER, { accessToken }).then(
        (answer) => answer.changes,
      ),
    enabled: accessToken !== null,
  });
}

/** Creates a rule, or saves a change made from `version`; a refusal throws an ApiError naming each field. */
export function saveGuideRule(
  draft: GuideRuleDraftBody,
  stored: { id: string; version: number } | undefined,
  accessToken: string | null,
): Promise<StoredGuideRule> {
  if (!stored) {
    return apiFetch(SERVER_PATHS.guideEditorRules, GUIDE_RULE_SCHEMA, {
      method: 'POST',
      body: draft,
      accessToken,
    });
  }
  return apiFetch(ruleAddress(stored.id), GUIDE_RULE_SCHEMA, {
    method: 'PUT',
    body: { ...draft, version: stored.version },
    accessToken,
  });
}

/** Withdraws a rule as the editor saw it: a 409 when it changed since. */
export function withdrawGuideRule(
  rule: { id: string; version: number },
  accessToken: string | null,
): Promise<StoredGuideRule> {
  return apiFetch(`${ruleAddress(rule.id)}/withdraw`, GUIDE_RULE_SCHEMA, {
    method: 'POST',
    body: { version: rule.version },
    accessToken,
  });
}

/** Imports a CSV file of rules, whole or not at all: a refusal throws an ApiError naming each row's problems. */
export function importGuideRules(csv: Blob, accessToken: string | null) {
  return apiFetch(`${SERVER_PATHS.guideEditorRules}/import`, GUIDE_RULES_IMPORT_ANSWER, {
    method: 'POST',
    file: csv,
    fileType: 'text/csv',
    accessToken,
  });
}

/** Every rule the list's filters find, as the CSV the import takes back (with their ids). */
export function exportGuideRules(
  query: Omit<GuideRulesQuery, 'offset' | 'max'>,
  accessToken: string | null,
): Promise<Blob> {
  const params = new URLSearchParams(guideRulesFilters(query));
  return apiFetchFile(`${SERVER_PATHS.guideEditorRules}/export?${params}`, 'text/csv', { accessToken });
}
