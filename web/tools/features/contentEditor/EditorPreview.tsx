import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice } from '../../content/ContentNotices';
import { previewEditorItem, type EditorDraft, type EditorPreview as Preview } from './contentEditorApi';

/**
 * The item as the site would show it in a language, before it is saved: the server renders the Markdown
 * as it will on the site (sanitised, no script), and nothing is stored.
 */
export function EditorPreview({ draft, language }: { draft: () => EditorDraft; language: Language }) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const [previewLanguage, setPreviewLanguage] = useState<Language>(language);
  const [preview, setPreview] = useState<Preview>();
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setPreview(await previewEditorItem(draft(), previewLanguage, accessToken));
    } catch {
      setPreview(undefined);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const shownLanguage = (preview?.language ?? 'en') as Language;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('contentEditor.previewIn')}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGES[code].name }))}
          value={previewLanguage}
          onChange={(value) => value && setPreviewLanguage(value as Language)}
          allowDeselect={false}
          w={180}
        />
        <Button variant="default" onClick={() => void show()} loading={loading}>
          {t('contentEditor.preview')}
        </Button>
      </Group>
      {failed && <Alert color="red">{t('contentEditor.fixProblems')}</Alert>}
      {preview && (
        <Paper withBorder p="md" radius="md" data-testid="editor-preview">
          <Stack gap="sm">
            {preview.fallback && <FallbackNotice pageLanguage={previewLanguage} />}
            <Title order={2} size="h3" lang={shownLanguage} dir={LANGUAGES[shownLanguage].direction}>
              {preview.title || t('contentEditor.previewEmpty')}
            </Title>
            {preview.summary && (
              <Text c="dark.7" lang={shownLanguage} dir={LANGUAGES[shownLanguage].direction}>
                {preview.summary}
              </Text>
            )}
            <ContentBody view={{ bodyHtml: preview.bodyHtml, language: shownLanguage }} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
