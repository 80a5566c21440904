import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { CONTENT_MEDIA_LIMITS, CONTENT_MEDIA_TYPES, mediaExtensionOf, type Language } from '@tsw/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';
import { formatFileSize } from '../../../shared/content/fileSize';
import { editorQueryKeys, uploadEditorMedia, useEditorMedia } from './contentEditorApi';

const ACCEPTED = Object.keys(CONTENT_MEDIA_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** What is wrong with a file before it is sent: too large, or of a type the portal does not take. */
function fileProblem(file: File): string | undefined {
  if (file.size > CONTENT_MEDIA_LIMITS.maxBytes) return 'MEDIA_TOO_LARGE';
  const extension = mediaExtensionOf(file.name);
  if (!extension) return 'MEDIA_NAME_INVALID';
  if (!CONTENT_MEDIA_TYPES[extension]) return 'MEDIA_TYPE_NOT_ALLOWED';
  if (file.size === 0) return 'MEDIA_EMPTY';
  return undefined;
}

/**
 * The file of a download or an SRO: the one uploaded, and a button to upload another (checked here for
 * size and type first, then by the server, which also reads the file's first bytes).
 */
export function EditorMediaField({
  mediaId,
  language,
  error,
  onUploaded,
}: {
  mediaId: string;
  language: Language;
  error?: string;
  onUploaded: (mediaId: string) => void;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  const media = useEditorMedia(mediaId || undefined);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const limit = formatFileSize(CONTENT_MEDIA_LIMITS.maxBytes, language);
  const message = (code: string) => t(`problems.${code}`, { limit, defaultValue: t('problems.other') });

  const upload = async (file: File | null) => {
    if (!file) return;
    const found = fileProblem(file);
    if (found) return setProblem(message(found));
    setProblem(undefined);
    setUploading(true);
    try {
      const uploaded = await uploadEditorMedia(file, accessToken);
      await queryClient.invalidateQueries({ queryKey: editorQueryKeys.media });
      onUploaded(uploaded.id);
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.code !== 'HTTP_ERROR'
          ? message(failure.problems[0]?.code ?? failure.code)
          : t('messages.somethingWentWrong'),
      );
    } finally {
      setUploading(false);
    }
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper
      label={t('contentEditor.fields.mediaId')}
      description={t('contentEditor.uploadHint', { limit })}
      error={shownError}
      withAsterisk
    >
      <Stack gap="xs" mt={4}>
        <Text size="sm" data-testid="editor-file">
          {media.data
            ? t('contentEditor.fileLine', {
                name: media.data.fileName,
                size: formatFileSize(media.data.byteSize, language),
              })
            : t('contentEditor.noFile')}
        </Text>
        <Group>
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
            {(props) => (
              <Button {...props} variant="default" loading={uploading} aria-invalid={Boolean(shownError)}>
                {uploading ? t('contentEditor.uploading') : t('contentEditor.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
