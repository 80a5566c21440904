import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CENTRAL_BANK_RATES_ANSWER,
  type CentralBankPublication,
  type CentralBankRatesAnswer,
  type CentralBankReportFormat,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorOf, apiFetch } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { downloadBlob } from '../../documents/tableExport';
import { showErrorToast } from '../../messages/errorToast';
import { centralBankRateQuery, type CentralBankRateSelection } from './centralBankRateQuery';

export type { CentralBankPublication, CentralBankRatesAnswer };

/** The printed CSV is saved under this name. */
const CSV_FILE_NAME = 'rates.csv';
/** The PDF's name when it cannot open in a tab and is saved instead. */
const PDF_FILE_NAME = 'rates.pdf';

/** What each print format must come back as: another answer (a proxy's HTML page) is a failure. */
const PRINT_CONTENT_TYPES: Readonly<Record<CentralBankReportFormat, string>> = {
  csv: 'text/csv',
  pdf: 'application/pdf',
};

/** A page of the central banks' rates on a day (`GET {externalRates}search`). */
async function searchCentralBankRates(
  serviceUrl: string,
  selection: CentralBankRateSelection,
  page: { max: number; offset: number },
  accessToken: string | null,
): Promise<CentralBankRatesAnswer> {
  // Checked where it enters: EXTERNAL_RATES_URL may point at another service.
  return apiFetch(`${serviceUrl}search?${centralBankRateQuery(selection, page)}`, CENTRAL_BANK_RATES_ANSWER, {
    accessToken,
  });
}

export function useCentralBankRates(
  selection: CentralBankRateSelection,
  page: { max: number; offset: number },
) {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.externalRates;
  return useQuery({
    queryKey: ['central-bank-rates', serviceUrl, selection, page],
    queryFn: () => searchCentralBankRates(serviceUrl as string, selection, page, accessToken),
    enabled: serviceUrl !== undefined && accessToken !== null,
    // A new page, sort or date keeps the table in place until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/** The whole selection printed by the service (`GET {externalRates}print`): a CSV or a PDF. */
async function centralBankRatesPrint(
  serviceUrl: string,
  selection: CentralBankRateSelection,
  format: CentralBankReportFormat,
  accessToken: string | null,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(
      `${serviceUrl}print?${centralBankRateQuery(selection, { reportFormat: format })}`,
      {
        headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      },
    );
  } catch {
    throw new ApiError(0, 'SERVICE_UNREACHABLE');
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.headers.get('content-type')?.startsWith(PRINT_CONTENT_TYPES[format])) {
    throw new ApiError(response.status, 'UNEXPECTED_ANSWER');
  }
  return response.blob();
}

/**
 * The print buttons' action: the CSV is saved as rates.csv, the PDF opens in a new tab; a failure
 * closes that tab and says so in an error toast.
 */
export function useCentralBankRatesPrint(selection: CentralBankRateSelection) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.externalRates;
  return function printCentralBankRates(format: CentralBankReportFormat): void {
    if (serviceUrl === undefined) return;
    // Opened in the click itself: a tab opened once the PDF has come is a pop-up that browsers block.
    const tab = format === 'pdf' ? window.open('', '_blank') : null;
    centralBankRatesPrint(serviceUrl, selection, format, accessToken).then(
      (blob) => {
        if (format === 'csv') downloadBlob(blob, CSV_FILE_NAME);
        // The address is not revoked: the tab reads it again to reload or save the PDF. It goes with this page.
        else if (tab) tab.location.href = URL.createObjectURL(blob);
        else downloadBlob(blob, PDF_FILE_NAME);
      },
      () => {
        tab?.close();
        showErrorToast(t, { description: t('centralBankRates.failed') });
      },
    );
  };
}
