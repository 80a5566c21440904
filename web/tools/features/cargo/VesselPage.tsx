import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useVessel } from './cargoApi';
import { CargoBackLink } from './CargoBackLink';
import { CargoFacts } from './CargoFacts';
import { CodeText } from './CodeText';
import { ManifestTable } from './ManifestTable';
import { VesselStatusBadge } from './VesselStatusBadge';
import { vesselTypeLabel } from './vesselTypeLabel';

/** One vessel: its identity, its last and next port with the times, its status, its latest manifests. */
export function VesselPage({ imoNumber }: { imoNumber: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const vessel = useVessel(imoNumber);
  const back = <CargoBackLink to={paths.tool.build(language, 'vessels')} label={t('vessels.back')} />;
  if (vessel.isError) {
    const error = vessel.error instanceof ApiError ? vessel.error : null;
    // A number that is no IMO number (400) or no vessel's (404) is said as such; anything else failed.
    const known = error && (error.status === 404 || error.status === 400);
    return (
      <Stack gap="md">
        <title>{t('tools.vessels.title')}</title>
        {back}
        <Alert color={known ? 'gray' : 'red'} role="alert">
          {known ? t(`problems.${error.code}`, { defaultValue: t('problems.other') }) : t('vessels.failed')}
        </Alert>
      </Stack>
    );
  }
  if (!vessel.data) return <Loader size="sm" aria-label={t('vessels.loading')} />;
  const view = vessel.data;
  // An empty fact is left a plain '' so that the list shows its dash.
  const code = (value: string | null) => (value ? <CodeText value={value} /> : '');
  const instant = (value: string | null) => code(formatDate(value, language, { withTime: true }));
  return (
    <Stack gap="lg">
      <title>{`${view.name} · ${t('tools.vessels.title')}`}</title>
      {back}
      <Group gap="sm">
        <Title order={1}>{view.name}</Title>
        <VesselStatusBadge status={view.status} />
        {view.sample && <Badge color="gray">{t('manifests.sample')}</Badge>}
      </Group>
      <CargoFacts
        facts={[
          { label: t('vessels.columns.imoNumber'), value: code(view.imoNumber) },
          { label: t('vessels.columns.mmsi'), value: code(view.mmsi) },
          { label: t('vessels.columns.callSign'), value: code(view.callSign) },
          { label: t('vessels.columns.flag'), value: code(view.flagCountryCode) },
          { label: t('vessels.columns.type'), value: vesselTypeLabel(t, view.type) },
          { label: t('vessels.columns.registrationNumber'), value: code(view.registrationNumber) },
          {
            label: t('vessels.columns.registrationDate'),
            value: formatDate(view.registrationDate, language),
          },
          { label: t('vessels.columns.previousPort'), value: code(view.previousPort) },
          { label: t('vessels.columns.nextPort'), value: code(view.nextPort) },
          { label: t('vessels.columns.atd'), value: instant(view.atd) },
          { label: t('vessels.columns.ata'), value: instant(view.ata) },
        ]}
      />
      <Title order={2}>{t('vessels.latestManifests')}</Title>
      {view.latestManifests.length === 0 ? (
        <Text c="gray.7">{t('vessels.noManifests')}</Text>
      ) : (
        <ManifestTable manifests={view.latestManifests} language={language} />
      )}
    </Stack>
  );
}
