import { Alert, Button, FileInput, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { CARGO_IMPORT_LIMITS, type ManifestImportAnswer } from '@tsw/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiFetch';
import { uploadRefusalText } from '../../api/uploadRefusal';
import { useManifestService } from './cargoApi';
import { manifestFileType, uploadManifestFile } from './manifestUpload';

/** Problems listed under a refused file: the first ones, enough to mend it; the count says how many more. */
const PROBLEMS_SHOWN = 20;

type ImportState =
  | { readonly step: 'idle' }
  | { readonly step: 'sending'; readonly sent: number }
  | { readonly step: 'checking' }
  | { readonly step: 'landed'; readonly answer: ManifestImportAnswer }
  | { readonly step: 'refused'; readonly error: unknown };

/**
 * A customs officer's import of a manifest file (ASYCUDA World XML or the CSV layout): the share sent as a
 * progress bar, then the service's check; a refused file lists its problems by line, and nothing is stored.
 */
export function ManifestImportPanel() {
  const { t } = useTranslation();
  const service = useManifestService();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const fileType = file ? manifestFileType(file.name) : null;
  const tooLarge = file !== null && file.size > CARGO_IMPORT_LIMITS.fileBytesMax;
  const fileError =
    file && !fileType
      ? t('problems.MANIFEST_IMPORT_TYPE')
      : tooLarge
        ? t('manifests.import.tooLarge', { max: CARGO_IMPORT_LIMITS.fileBytesMax / 1024 / 1024 })
        : null;
  const busy = state.step === 'sending' || state.step === 'checking';

  function send() {
    if (!file || !fileType || tooLarge || !service.serviceUrl) return;
    setState({ step: 'sending', sent: 0 });
    uploadManifestFile(
      { serviceUrl: service.serviceUrl, accessToken: service.accessToken },
      file,
      fileType,
      (sent) => setState(sent < 1 ? { step: 'sending', sent } : { step: 'checking' }),
    ).then(
      (answer) => {
        setState({ step: 'landed', answer });
        void queryClient.invalidateQueries({ queryKey: ['manifests'] });
      },
      (error: unknown) => setState({ step: 'refused', error }),
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="manifest-import-title">
      <Title order={2} id="manifest-import-title">
        {t('manifests.import.title')}
      </Title>
      <Text c="gray.7" fz="sm">
        {t('manifests.import.hint')}
      </Text>
      <Group align="flex-end">
        <FileInput
          label={t('manifests.import.file')}
          accept=".xml,.csv,application/xml,text/xml,text/csv"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setState({ step: 'idle' });
          }}
          error={fileError}
          w={360}
          disabled={busy}
        />
        <Button onClick={send} disabled={!file || fileError !== null} loading={busy}>
          {t('manifests.import.send')}
        </Button>
      </Group>
      {state.step === 'sending' && (
        <Progress
          value={Math.round(state.sent * 100)}
          aria-label={t('manifests.import.sending', { percent: Math.round(state.sent * 100) })}
        />
      )}
      {state.step === 'checking' && (
        <Text role="status" fz="sm">
          {t('manifests.import.checking')}
        </Text>
      )}
      {state.step === 'landed' && (
        <Alert color="green" role="status">
          {t('manifests.import.landed', {
            count: state.answer.manifests,
            bills: state.answer.billsOfLading,
          })}
        </Alert>
      )}
      {state.step === 'refused' && <ImportProblems error={state.error} />}
    </Stack>
  );
}

/** Why a file was refused: each problem translated, with its line when it has one. */
function ImportProblems({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const problems = error instanceof ApiError ? error.problems : [];
  // The service lists the first problems it found and counts them all.
  const problemCount = error instanceof ApiError ? error.problemCount : 0;
  const headline =
    uploadRefusalText(t, error, CARGO_IMPORT_LIMITS.fileBytesMax) ??
    (error instanceof ApiError && error.status === 0
      ? t('messages.serviceUnreachable')
      : error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.code !== 'INVALID_REQUEST'
        ? t(`problems.${error.code}`, { defaultValue: t('manifests.import.failed') })
        : t('manifests.import.failed'));
  return (
    <Alert color="red" role="alert">
      <Text fw={500}>{headline}</Text>
      {problems.length > 0 && (
        <List size="sm" mt="xs">
          {problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => {
            const text = t(`problems.${problem.code}`, {
              ...problem.params,
              defaultValue: t('problems.other'),
            });
            const line = problem.params?.line;
            return (
              <List.Item key={index}>
                {line === undefined ? text : t('manifests.import.line', { line, problem: text })}
              </List.Item>
            );
          })}
        </List>
      )}
      {problemCount > PROBLEMS_SHOWN && (
        <Text fz="sm" mt="xs">
          {t('manifests.import.moreProblems', { count: problemCount - PROBLEMS_SHOWN })}
        </Text>
      )}
    </Alert>
  );
}
