import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { GUIDE_FLOWS, TRADERS_GUIDE_LIMITS, type GuideFlow } from '@tsw/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../forms/ConfirmModal';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { useAnswerInView } from '../../forms/useAnswerInView';
import { useTariffLineOption } from '../../forms/tariffLineSuggest';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { GuideChecklist } from './GuideChecklist';
import { GuideConsignmentFields } from './GuideConsignmentFields';
import { generalProcedureOfModel, useDeclarationModels, usualModel } from './guideChoices';
import {
  emptyGuideConsignment,
  newTradersGuideForm,
  type GuideConsignmentForm,
  type TradersGuideForm,
} from './tradersGuideForm';
import { NO_TRADERS_GUIDE_PROBLEMS, tradersGuideProblems } from './tradersGuideProblems';
import { useTradersGuide } from './useTradersGuide';

/**
 * The traders' guide (issue 24): the regime and model of declaration, a date, and consignments each with
 * its tariff line, origin and procedures; the answer is one checklist of the documents they need, who
 * issues each and why, printable as PDF or XLSX. A tariff line's page opens it with its code
 * (`?code=03046200`). Changing the regime asks first, and clears the consignments (§4).
 */
export function TradersGuidePage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const linked = useLinkedConsignment(language);
  const [edited, setEdited] = useState<TradersGuideForm | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [askedRegime, setAskedRegime] = useState<GuideFlow | null>(null);
  const guide = useTradersGuide(language);
  const addButton = useRef<HTMLButtonElement>(null);

  // Until the user changes it, the form is the new guide, on the line a link named.
  const form = edited ?? newTradersGuideForm('IM', linked);
  const models = useDeclarationModels(form.regime, language);
  const chosenModel = model ?? usualModel(form.regime, models.data);
  const generalProcedures = (models.data ?? []).flatMap(
    (option) => generalProcedureOfModel(option.value) ?? [],
  );
  useGuideListsFailure(models.isError || guide.config.isError);

  const outcome = guide.outcome?.language === language ? guide.outcome : undefined;
  const [answerRef, expectAnswer] = useAnswerInView(guide.pending ? undefined : outcome);
  const problems = outcome ? tradersGuideProblems(t, outcome.fieldErrors) : NO_TRADERS_GUIDE_PROBLEMS;
  // A checklist beside a problem would read as an answer ("0 documents… no rule asks for one"): a trader
  // would take it that nothing is needed. Only an answer without problems is a checklist.
  const checklistOutcome = outcome && outcome.fieldErrors.length === 0 ? outcome : undefined;
  const unplaced = Object.entries(problems.guide)
    .filter(([field]) => field !== 'meta.validityDate')
    .map(([, text]) => text);

  const changeConsignment = (changed: GuideConsignmentForm) =>
    setEdited({
      ...form,
      consignments: form.consignments.map((one) => (one.id === changed.id ? changed : one)),
    });
  const addConsignment = () => {
    const id = Math.max(0, ...form.consignments.map((one) => one.id)) + 1;
    setEdited({ ...form, consignments: [...form.consignments, emptyGuideConsignment(id)] });
  };
  const changeRegime = (regime: GuideFlow) => {
    setAskedRegime(null);
    setModel(null);
    setEdited(newTradersGuideForm(regime));
    guide.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    guide.ask({ ...form, generalProcedure: chosenModel ? generalProcedureOfModel(chosenModel) : null });
    expectAnswer();
  };

  return (
    <Stack gap="lg">
      <title>{t('tools.tradersGuide.title')}</title>
      <Title order={1}>{t('tools.tradersGuide.title')}</Title>
      <Text maw={760}>{t('tradersGuide.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('tools.tradersGuide.title')}>
        <Stack gap="md">
          <Group align="flex-start" wrap="wrap">
            <Select
              label={t('tradersGuide.form.regime')}
              name="regime"
              data={GUIDE_FLOWS.map((flow) => ({ value: flow, label: t(`tradersGuide.regimes.${flow}`) }))}
              value={form.regime}
              onChange={(regime) => regime && regime !== form.regime && setAskedRegime(regime as GuideFlow)}
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
            />
            <Select
              label={t('tradersGuide.form.model')}
              description={t('tradersGuide.form.modelHint')}
              name="model"
              data={models.data ?? []}
              value={chosenModel}
              onChange={setModel}
              allowDeselect={false}
              searchable
              nothingFoundMessage={t('suggest.nothingFound')}
              error={
                problems.guide['document.generalProcedureCode'] ??
                problems.guide['document.typeOfDeclaration']
              }
              w={{ base: '100%', sm: 420 }}
            />
            <DateOfValidityInput
              name="validityDate"
              value={form.validityDate}
              onChange={(validityDate) => setEdited({ ...form, validityDate })}
              error={problems.guide['meta.validityDate']}
            />
          </Group>
          {form.consignments.map((consignment, index) => (
            <GuideConsignmentFields
              key={consignment.id}
              consignment={consignment}
              number={index + 1}
              language={language}
              date={form.validityDate}
              generalProcedures={generalProcedures}
              additionalFields={guide.config.data?.additionalFields ?? []}
              problems={problems.byConsignment.get(consignment.id) ?? {}}
              onChange={changeConsignment}
              {...(form.consignments.length > 1 && {
                onRemove: () => {
                  setEdited({
                    ...form,
                    consignments: form.consignments.filter((one) => one !== consignment),
                  });
                  // The removed consignment's button goes with it: the keyboard goes on from "Add".
                  addButton.current?.focus();
                },
              })}
            />
          ))}
          {(guide.failure || unplaced.length > 0 || problems.byConsignment.size > 0) && (
            <Alert color="red" role="alert" title={t('tradersGuide.form.problemsTitle')}>
              <List size="sm">
                {[guide.failure, ...unplaced].filter(Boolean).map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
                {problems.byConsignment.size > 0 && (
                  <List.Item>{t('tradersGuide.form.problemsByField')}</List.Item>
                )}
              </List>
            </Alert>
          )}
          <Group>
            <Button
              ref={addButton}
              variant="default"
              onClick={addConsignment}
              disabled={form.consignments.length >= TRADERS_GUIDE_LIMITS.maxConsignments}
            >
              {t('tradersGuide.form.addConsignment')}
            </Button>
            <Button type="submit" loading={guide.pending}>
              {t('tradersGuide.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <div aria-live="polite" className="visually-hidden">
        {checklistOutcome
          ? t('tradersGuide.result.announced', { count: checklistOutcome.checklist.length })
          : ''}
      </div>
      <div ref={answerRef}>{checklistOutcome && <GuideChecklist outcome={checklistOutcome} />}</div>
      <ConfirmModal
        opened={askedRegime !== null}
        title={t('tradersGuide.regimeChange.title')}
        question={t('tradersGuide.regimeChange.question', {
          regime: askedRegime ? t(`tradersGuide.regimes.${askedRegime}`) : '',
        })}
        confirm={t('tradersGuide.regimeChange.confirm')}
        cancel={t('tradersGuide.regimeChange.cancel')}
        onConfirm={() => askedRegime && changeRegime(askedRegime)}
        onCancel={() => setAskedRegime(null)}
      />
    </Stack>
  );
}

/** The first consignment's tariff line, when a link (a tariff line's page) named one: `?code=03046200`. */
function useLinkedConsignment(language: ReturnType<typeof languageOfPath>) {
  const code = useSearchParams()[0].get('code');
  return useTariffLineOption(code, language).data ?? null;
}

/** Says once, in the error toast, that a list the form offers (models, the service's fields) failed. */
function useGuideListsFailure(failed: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (failed) showErrorToast(t, { description: t('tradersGuide.form.listsFailed') });
  }, [failed, t]);
}
