import { Alert, Anchor, Badge, Group, Loader, Stack, Title } from '@mantine/core';
import { CARGO_MODES_OF_TRANSPORT, formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { BillsOfLadingTable } from './BillsOfLadingTable';
import { useManifest } from './cargoApi';
import { CargoBackLink } from './CargoBackLink';
import { CargoFacts } from './CargoFacts';
import { cargoProblemTexts } from './cargoProblem';
import { CodeText } from './CodeText';

type CargoMode = (typeof CARGO_MODES_OF_TRANSPORT)[number];

function isCargoMode(mode: string): mode is CargoMode {
  return (CARGO_MODES_OF_TRANSPORT as readonly string[]).includes(mode);
}

/** One manifest: its voyage, office, places, dates, carrier and vessel, then its bills of lading. */
export function ManifestPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const manifest = useManifest(id);
  const back = <CargoBackLink to={paths.tool.build(language, 'manifests')} label={t('manifests.back')} />;
  if (manifest.isError) {
    const missing = manifest.error instanceof ApiError && manifest.error.status === 404;
    return (
      <Stack gap="md">
        <title>{t('tools.manifests.title')}</title>
        {back}
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {missing
            ? t('problems.MANIFEST_NOT_FOUND')
            : cargoProblemTexts(t, manifest.error, t('manifests.failed')).join(' ')}
        </Alert>
      </Stack>
    );
  }
  if (!manifest.data) return <Loader size="sm" aria-label={t('manifests.loading')} />;
  const view = manifest.data;
  const date = (value: string | null) => formatDate(value, language);
  // An empty fact is left a plain '' so that the list shows its dash.
  const code = (value: string | null) => (value ? <CodeText value={value} /> : '');
  const heading = t('manifests.manifestTitle', { voyage: view.voyageNumber });
  return (
    <Stack gap="lg">
      <title>{`${heading} · ${t('tools.manifests.title')}`}</title>
      {back}
      <Group gap="sm">
        <Title order={1}>{heading}</Title>
        {view.sample && <Badge color="gray">{t('manifests.sample')}</Badge>}
      </Group>
      <CargoFacts
        facts={[
          { label: t('manifests.columns.customsOffice'), value: code(view.customsOfficeCode) },
          {
            label: t('manifests.columns.registrationNumber'),
            value: <CodeText value={`${view.registrationYear} / ${view.registrationNumber}`} />,
          },
          { label: t('manifests.columns.registrationDate'), value: date(view.registrationDate) },
          { label: t('manifests.columns.rotationNumber'), value: code(view.rotationNumber) },
          { label: t('manifests.columns.placeOfDeparture'), value: code(view.placeOfDeparture) },
          {
            label: t('manifests.columns.placeOfDestination'),
            value: code(view.placeOfDestination),
          },
          { label: t('manifests.columns.departureDate'), value: date(view.departureDate) },
          { label: t('manifests.columns.expectedArrivalDate'), value: date(view.expectedArrivalDate) },
          { label: t('manifests.columns.arrivalDate'), value: date(view.arrivalDate) },
          { label: t('manifests.columns.carrier'), value: `${view.carrierName} (${view.carrierCode})` },
          {
            label: t('manifests.columns.transport'),
            value: view.vesselImoNumber ? (
              <Anchor component={Link} to={paths.vessel.build(language, view.vesselImoNumber)}>
                {view.transportName}
              </Anchor>
            ) : (
              view.transportName
            ),
          },
          {
            label: t('manifests.columns.mode'),
            value: isCargoMode(view.modeOfTransport)
              ? t(`manifests.modes.${view.modeOfTransport}`)
              : view.modeOfTransport,
          },
        ]}
      />
      <Title order={2}>{t('manifests.bills.title', { count: view.billsOfLading.length })}</Title>
      <BillsOfLadingTable bills={view.billsOfLading} language={language} />
    </Stack>
  );
}
