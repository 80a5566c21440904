import { List, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useEditorChanges } from './contentEditorApi';

/** Who changed the item and when, newest first: every change is recorded (issue 7). */
export function EditorHistory({ id, language }: { id: string; language: Language }) {
  const { t } = useTranslation();
  const changes = useEditorChanges(id);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('contentEditor.history')}
      </Title>
      <List size="sm" spacing={4}>
        {changes.data.map((change) => (
          <List.Item key={`${change.version}-${change.action}`}>
            <Text size="sm" span>
              {t('contentEditor.historyLine', {
                action: t(`contentEditor.actions.${change.action}`),
                user: change.username,
                date: formatDate(change.changedAt, language, { withTime: true }),
                version: change.version,
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
