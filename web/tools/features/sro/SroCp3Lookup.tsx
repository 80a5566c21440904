import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { IsoDate, Language } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import type { TableOrder } from '../../tables/tableSort';
import { useSroCp3Lookup } from './sroApi';
import { SRO_LOOKUP_CODES_MAX, sroCp3CodesOf, type SroCp3CodesReading } from './sroCp3Codes';
import { sroRecordsSorted, type SroSort } from './sroSearch';
import { SroTable } from './SroTable';

/** The field's translated problem, if the list cannot be looked up. */
function useCodesProblem(): (reading: SroCp3CodesReading) => string | undefined {
  const { t } = useTranslation();
  return (reading) => {
    if (!('problem' in reading)) return undefined;
    if (reading.problem === 'empty') return t('sro.lookup.empty');
    if (reading.problem === 'tooLong') return t('sro.lookup.tooLong', { max: reading.max });
    return t('sro.lookup.tooMany', { count: reading.count, max: reading.max });
  };
}

/**
 * §9's lookup of SROs by CPC3 code: a list of up to 1,000 codes, typed or pasted, looked up in one call
 * (the reference service's bulk lookup) on the list's date of validity; the SROs found, and the codes that
 * have none in force. A longer list is refused with a message, before any call.
 */
export function SroCp3Lookup({ date, language }: { date: IsoDate | undefined; language: Language }) {
  const { t } = useTranslation();
  const codesProblem = useCodesProblem();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [order, setOrder] = useState<TableOrder<SroSort>>({ by: 'cp3Code', order: 'asc' });
  const lookup = useSroCp3Lookup(codes, date);
  const [answerRef, expectAnswer] = useAnswerInView(codes === null ? undefined : shownAnswerOf(lookup));

  function submit(event: FormEvent) {
    event.preventDefault();
    const reading = sroCp3CodesOf(text);
    // No date of validity (the list's is not a date): said there, and nothing is asked.
    setProblem(codesProblem(reading));
    setCodes('codes' in reading && date !== undefined ? reading.codes : null);
    expectAnswer();
  }

  const answer = codes !== null && !lookup.isError ? lookup.data : undefined;
  return (
    <Stack gap="sm" component="section" aria-labelledby="sro-lookup-title">
      <Title order={2} id="sro-lookup-title" fz="h3">
        {t('sro.lookup.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" wrap="wrap">
          <Textarea
            label={t('sro.lookup.label')}
            description={t('sro.lookup.hint', { max: SRO_LOOKUP_CODES_MAX })}
            name="cp3Codes"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem}
            autosize
            minRows={2}
            maxRows={6}
            w={{ base: '100%', sm: 420 }}
            className="code-text"
          />
          <Button type="submit" loading={lookup.isFetching}>
            {t('sro.lookup.submit')}
          </Button>
        </Group>
      </form>
      <Stack ref={answerRef} gap="sm">
        {codes !== null && lookup.isError && (
          <Alert color="red" role="alert">
            {t('sro.failed')}
          </Alert>
        )}
        {answer && answer.resultList.length === 0 && (
          <Alert color="gray" role="status">
            {t('sro.emptyResult')}
          </Alert>
        )}
        {answer && answer.resultList.length > 0 && (
          <SroTable
            records={sroRecordsSorted(answer.resultList, order.by, order.order)}
            language={language}
            sort={{ ...order, sortBy: setOrder }}
          />
        )}
        {answer && answer.notFound.length > 0 && (
          <Text fz="sm" data-testid="sro-not-found">
            {t('sro.lookup.notFound', { count: answer.notFound.length })}{' '}
            <span className="code-text">{answer.notFound.join(', ')}</span>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
