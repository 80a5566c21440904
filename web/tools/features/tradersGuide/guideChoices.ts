import type { GuideFlow, Language } from '@tsw/domain';
import { useReferenceChoices } from '../../forms/referenceChoices';
import type { SuggestOption } from '../../forms/SuggestSelect';

/** The models of declaration's `flow` of each regime: '1' import, '0' export (§3). */
const MODEL_FLOW: Readonly<Record<GuideFlow, string>> = { IM: '1', EX: '0' };

/** The models most guides are asked for: home consumption, and permanent export. */
const USUAL_MODEL: Readonly<Record<GuideFlow, string>> = { IM: 'IM-4', EX: 'EX-1' };

/** The models of declaration of a regime, as IM-4 (the code and its general procedure). */
export function useDeclarationModels(regime: GuideFlow, language: Language) {
  return useReferenceChoices(
    'modelOfDeclaration',
    language,
    [{ field: 'flow', operator: 'EQUALS', value: MODEL_FLOW[regime] }],
    (record) => [record.code, record.generalProcedureCode].filter(Boolean).join('-'),
  );
}

/** The general procedure of a model as shown (IM-4 gives 4). */
export const generalProcedureOfModel = (model: string): string | null => model.split('-')[1] ?? null;

/** The model a guide starts with: the usual one of its regime, or else the first the list has. */
export function usualModel(regime: GuideFlow, models: readonly SuggestOption[] | undefined): string | null {
  return (models?.find((model) => model.value === USUAL_MODEL[regime]) ?? models?.[0])?.value ?? null;
}
