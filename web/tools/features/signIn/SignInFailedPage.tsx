import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';

/** Errors a provider returns to the callback (OAuth and OpenID Connect codes) that we explain in words. */
const KNOWN_ERRORS = [
  'access_denied',
  'login_required',
  'interaction_required',
  'invalid_request',
  'temporarily_unavailable',
  'server_error',
  'invalid_nonce',
] as const;

/** Shows why a sign-in did not complete (the callback's `error` and `error_description`), translated. */
export function SignInFailedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const language = languageOfPath(useLocation().pathname);
  const { signIn } = useAuth();
  const error = params.get('error') ?? '';
  const description = params.get('error_description');
  const known = (KNOWN_ERRORS as readonly string[]).includes(error)
    ? (error as (typeof KNOWN_ERRORS)[number])
    : null;
  return (
    <Stack gap="md" maw={720} py="xl">
      <title>{t('auth.failedTitle')}</title>
      <Title order={1}>{t('auth.failedTitle')}</Title>
      <Alert color="red" role="alert">
        <Text>{known ? t(`auth.errors.${known}`) : t('auth.errors.other')}</Text>
        {description && (
          <Text size="sm" mt="xs">
            {t('auth.errorDetail', { description })}
          </Text>
        )}
      </Alert>
      <Group>
        <Button onClick={() => void signIn({ returnTo: paths.home.build(language) })}>
          {t('auth.signInAgain')}
        </Button>
        <Button component={Link} reloadDocument to={paths.home.build(language)} variant="default">
          {t('errors.backHome')}
        </Button>
      </Group>
    </Stack>
  );
}
