import { Alert, Button, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TRADERS_GUIDE_LIMITS } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiFetch';
import { uploadRefusalText } from '../../api/uploadRefusal';
import { useAuth } from '../../auth/authContext';
import { showSuccessToast } from '../../messages/successToast';
import { guideEditorQueryKeys, importGuideRules } from './guideEditorApi';
import { guideEditorProblems, guideImportProblemLines } from './guideEditorProblems';

/**
 * The CSV import of rules: the file lands whole or not at all. A refused file lists each row's problems,
 * so that the file can be mended and sent again; a landed one says how many rules came and went.
 */
export function GuideRulesImport() {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ file: string; lines: string[] } | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setRefused(null);
    if (file.size > TRADERS_GUIDE_LIMITS.importMaxBytes) {
      setRefused({
        file: file.name,
        lines: [t('guideEditor.import.tooLarge', { max: TRADERS_GUIDE_LIMITS.importMaxBytes / 1024 / 1024 })],
      });
      return;
    }
    setBusy(true);
    try {
      const landed = await importGuideRules(file, accessToken);
      void queryClient.invalidateQueries({ queryKey: guideEditorQueryKeys.rules });
      showSuccessToast(
        t('guideEditor.import.done', {
          count: landed.imported,
          created: landed.created,
          updated: landed.updated,
          withdrawn: landed.withdrawn,
        }),
      );
    } catch (error) {
      const refusal = uploadRefusalText(t, error, TRADERS_GUIDE_LIMITS.importMaxBytes);
      const lines = refusal
        ? [refusal]
        : error instanceof ApiError && error.problems.length > 0
          ? guideImportProblemLines(t, error.problems, error.problemCount)
          : Object.values(guideEditorProblems(t, error));
      setRefused({ file: file.name, lines });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="guide-import-title" mt="lg">
      <Title order={2} size="h4" id="guide-import-title">
        {t('guideEditor.import.title')}
      </Title>
      <Text size="sm" c="dark.6" maw={760}>
        {t('guideEditor.import.hint')}
      </Text>
      <Group>
        <FileButton onChange={(file) => void send(file)} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {t('guideEditor.import.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {refused && (
        <Alert color="red" role="alert" title={t('guideEditor.import.refused', { file: refused.file })}>
          <List size="sm" data-testid="guide-import-problems">
            {refused.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
