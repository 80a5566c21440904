import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useAccount } from './accountApi';
import { AllowedApplications } from './AllowedApplications';
import { MyQuestions } from './MyQuestions';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';

/**
 * The signed-in user's account: who they are and, when the portal keeps the
 * accounts itself, their name and password to change. Role names are not shown.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { identity, ownAccounts, accountConsoleUrl } = useAuth();
  const account = useAccount(ownAccounts);
  const language = languageOfPath(useLocation().pathname);
  if (!identity) return null;
  const shown = account.data ?? identity;
  return (
    <Stack gap="lg" py="xl" maw={900}>
      <title>{t('account.title')}</title>
      <Title order={1}>{t('account.title')}</Title>
      <Card withBorder padding="lg">
        <dl className="account-facts">
          <dt>{t('account.username')}</dt>
          <dd>{shown.username}</dd>
          <dt>{t('account.fullName')}</dt>
          <dd>{`${shown.firstName} ${shown.lastName}`.trim()}</dd>
          <dt>{t('account.email')}</dt>
          <dd>
            <Group gap="xs">
              <span>{shown.email}</span>
              {account.data && !account.data.emailVerified && (
                <Badge color="gray" variant="light">
                  {t('account.emailUnverified')}
                </Badge>
              )}
            </Group>
          </dd>
        </dl>
      </Card>
      {ownAccounts && account.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <NameForm account={account.data} />
          <PasswordForm />
        </SimpleGrid>
      ) : (
        accountConsoleUrl && (
          <Text>
            {t('account.external')} <Anchor href={accountConsoleUrl}>{t('account.manageExternal')}</Anchor>
          </Text>
        )
      )}
      {ownAccounts && <AllowedApplications language={language} />}
      <MyQuestions language={language} />
    </Stack>
  );
}
