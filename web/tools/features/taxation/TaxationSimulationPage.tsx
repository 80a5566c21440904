import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { isIsoDate, TAXATION_LIMITS } from '@tsw/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrencies } from '../../api/useCurrencies';
import { usePortalToday } from '../../api/usePortalToday';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { useAnswerInView } from '../../forms/useAnswerInView';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { TaxationAnnouncement } from './TaxationAnnouncement';
import { TaxationItemFields } from './TaxationItemFields';
import { TaxationResult } from './TaxationResult';
import {
  useImportDeclarationModels,
  useNationalProcedures,
  useTaxationListsFailure,
  usualDeclaration,
} from './taxationChoices';
import { emptyTaxationItem, type TaxationForm, type TaxationItemForm } from './taxationForm';
import { useTaxSimulation } from './useTaxSimulation';

/**
 * The import tax simulation (issue 22): a model of declaration, a date, and items each with its tariff
 * line, origin, invoice value and terms; the result gives every tax of every item, the totals to pay and
 * to guarantee, and prints as PDF or XLSX. A failure clears the result and says why, by field.
 */
export function TaxationSimulationPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const today = usePortalToday();
  const models = useImportDeclarationModels(language);
  const procedures = useNationalProcedures(language);
  const simulation = useTaxSimulation(language);
  const [answerRef, expectAnswer] = useAnswerInView(simulation.pending ? undefined : simulation.answer);
  const [form, setForm] = useState<TaxationForm>({
    declaration: null,
    validityDate: '',
    items: [emptyTaxationItem(1)],
  });
  const currencies = useCurrencies();
  useTaxationListsFailure(models.isError || procedures.isError || currencies.isError);

  const declaration = form.declaration ?? usualDeclaration(models.data);
  const validityDate = isIsoDate(form.validityDate) ? form.validityDate : today;
  const { problems } = simulation;
  // What no field of the form shows is listed in the alert; the rest is said by its field.
  const unplaced = [...problems.other, ...(problems.validityDate ? [problems.validityDate] : [])];
  const failed = unplaced.length > 0 || problems.items.size > 0 || problems.declaration !== undefined;
  const addButton = useRef<HTMLButtonElement>(null);
  const changeItem = (changed: TaxationItemForm) =>
    setForm({ ...form, items: form.items.map((item) => (item.id === changed.id ? changed : item)) });
  const addItem = () => {
    const id = Math.max(0, ...form.items.map((item) => item.id)) + 1;
    setForm({ ...form, items: [...form.items, emptyTaxationItem(id)] });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    simulation.simulate({ ...form, declaration });
    expectAnswer();
  };

  return (
    <Stack gap="lg">
      <title>{t('tools.taxationSimulation.title')}</title>
      <Title order={1}>{t('tools.taxationSimulation.title')}</Title>
      <Text maw={760}>{t('taxation.intro')}</Text>
      <form onSubmit={submit} noValidate aria-label={t('tools.taxationSimulation.title')}>
        <Stack gap="md">
          <Group align="flex-start" wrap="wrap">
            <Select
              label={t('taxation.form.declaration')}
              name="declaration"
              data={models.data ?? []}
              value={declaration}
              onChange={(chosen) => setForm({ ...form, declaration: chosen })}
              allowDeselect={false}
              searchable
              nothingFoundMessage={t('suggest.nothingFound')}
              error={problems.declaration}
              required
              w={{ base: '100%', sm: 420 }}
            />
            <DateOfValidityInput
              name="validityDate"
              value={form.validityDate}
              onChange={(validityDate) => setForm({ ...form, validityDate })}
            />
          </Group>
          {form.items.map((item, index) => (
            <TaxationItemFields
              key={item.id}
              item={item}
              number={index + 1}
              language={language}
              date={form.validityDate}
              validityDate={validityDate}
              procedures={procedures.data ?? []}
              problems={problems.items.get(item.id) ?? {}}
              onChange={changeItem}
              {...(form.items.length > 1 && {
                onRemove: () => {
                  setForm({ ...form, items: form.items.filter((other) => other.id !== item.id) });
                  // The removed item's button goes with it: the keyboard goes on from "Add an item".
                  addButton.current?.focus();
                },
              })}
            />
          ))}
          {failed && (
            <Alert color="red" role="alert" title={t('taxation.form.problemsTitle')}>
              {unplaced.length > 0 ? (
                <List size="sm">
                  {unplaced.map((text) => (
                    <List.Item key={text}>{text}</List.Item>
                  ))}
                </List>
              ) : (
                t('taxation.form.problemsByField')
              )}
            </Alert>
          )}
          <Group>
            <Button
              ref={addButton}
              variant="default"
              onClick={addItem}
              disabled={form.items.length >= TAXATION_LIMITS.maxItems}
            >
              {t('taxation.form.addItem')}
            </Button>
            <Button type="submit" loading={simulation.pending}>
              {t('taxation.form.calculate')}
            </Button>
          </Group>
        </Stack>
      </form>
      <TaxationAnnouncement answer={simulation.answer} language={language} />
      <div ref={answerRef}>
        {simulation.answer && (
          <TaxationResult
            answer={simulation.answer}
            language={language}
            declaration={simulation.declaration}
          />
        )}
      </div>
    </Stack>
  );
}
