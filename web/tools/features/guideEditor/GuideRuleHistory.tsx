import { List, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useGuideRuleChanges } from './guideEditorApi';

/** Who changed the rule and when, newest first: every change is recorded, imports included. */
export function GuideRuleHistory({ id, language }: { id: string; language: Language }) {
  const { t } = useTranslation();
  const changes = useGuideRuleChanges(id);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="guide-rule-history">
      <Title order={2} size="h4" id="guide-rule-history">
        {t('guideEditor.history')}
      </Title>
      <List size="sm" spacing={4} data-testid="guide-rule-history">
        {[...changes.data]
          .sort((a, b) => b.version - a.version)
          .map((change) => (
            <List.Item key={`${change.version}-${change.action}`}>
              <Text size="sm" span>
                {t('guideEditor.historyLine', {
                  action: t(`guideEditor.actions.${change.action}`),
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
