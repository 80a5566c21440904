import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { TOOLS } from '../../../shared/config/tools';
import type { Language } from '../../../shared/i18n/languages';

function ArrowIcon() {
  return (
    <svg className="mirror-in-rtl" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 8h9M8 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The signed-in tools, each with what it does and the link that opens it (sign-in first). */
export function ToolCards({ language, headingLevel = 3 }: { language: Language; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {TOOLS.map((tool) => {
        const title = t(`tools.${tool.key}.title`);
        return (
          <Card key={tool.slug} withBorder radius="md" padding="lg" component="article">
            <Title order={headingLevel} size="h4" mb="xs">
              {title}
            </Title>
            <Text size="sm" c="dark.7" mb="md" style={{ flexGrow: 1 }}>
              {t(`tools.${tool.key}.description`)}
            </Text>
            <Anchor
              component={Link}
              to={paths.tool.build(language, tool.slug)}
              fw={600}
              c="portal.8"
              aria-label={t('home.openTool', { tool: title })}
            >
              <Group gap={6} wrap="nowrap">
                <span>{t('home.openTool', { tool: title })}</span>
                <ArrowIcon />
              </Group>
            </Anchor>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
