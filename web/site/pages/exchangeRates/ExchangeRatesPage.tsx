import { formatDate, formatRate, type IsoDate, type SiteExchangeRate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/config/paths';
import { currencyName } from '../../../shared/i18n/currencyNames';
import type { Language } from '../../../shared/i18n/languages';
import { PageIntro } from '../../content/PageIntro';

/** The customs rates of the day the site was generated, as the information site shows them. */
export interface SiteRatesData {
  readonly date: IsoDate;
  readonly rates: readonly SiteExchangeRate[];
}

/**
 * A column's heading that sorts by it: drawn as a button, which the site's script enables (sorting needs
 * it); without script the heading reads the same and the table keeps the order it was drawn in. Drawn
 * here rather than by the script, so that enabling it changes nothing of the table's layout.
 */
function SortButton({ label }: { label: string }) {
  return (
    <button type="button" className="site-sort" disabled>
      {label}
    </button>
  );
}

/** A difference with its sign, marked up or down. */
function Difference({ value, language }: { value: string | null; language: Language }) {
  if (value === null) return <>-</>;
  const sign = value.startsWith('-') ? -1 : /[1-9]/.test(value) ? 1 : 0;
  const shown = formatRate(value, language);
  return (
    <span className={`code-text ${sign > 0 ? 'rate-up' : sign < 0 ? 'rate-down' : ''}`.trim()}>
      {sign > 0 ? `+${shown}` : shown}
    </span>
  );
}

/** A date of validity as the page's heading writes its date, with its ISO form for machines; none is '-'. */
function ValidityDate({ date, language }: { date: string | null; language: Language }) {
  if (!date) return <span className="code-text">-</span>;
  return (
    <time dateTime={date} className="code-text">
      {formatDate(date, language)}
    </time>
  );
}

/**
 * The exchange-rate page of the information site: the customs rates in force today with their change
 * from the day before, by currency code (a phone leaves out the dates of validity). With script the
 * columns sort (site/browser/tableSorting.ts), by the values each cell carries; searching other dates and the converter are in the tool, after sign-in.
 */
export function ExchangeRatesPage({ data, language }: { data: SiteRatesData; language: Language }) {
  const { t } = useTranslation();
  const rates = [...data.rates].sort((left, right) => left.code.localeCompare(right.code));
  const columns = {
    code: t('exchangeRates.columns.code'),
    name: t('exchangeRates.columns.name'),
    rate: t('exchangeRates.columns.rate'),
    difference: t('exchangeRates.columns.difference'),
    validFrom: t('exchangeRates.columns.validFrom'),
    validTo: t('exchangeRates.columns.validTo'),
  };
  return (
    <div className="site-stack">
      <PageIntro title={t('site.rates.title')}>
        <p>{t('site.rates.inForce', { date: formatDate(data.date, language) })}</p>
      </PageIntro>
      {rates.length === 0 ? (
        <p>{t('site.rates.none')}</p>
      ) : (
        <table className="site-table rates-table" data-sortable>
          {/* Fixed column widths: the table is laid out once, not measured row by row (a slow phone's CPU). */}
          <colgroup>
            <col className="rates-code" />
            <col />
            <col className="rates-figure" />
            <col className="rates-figure" />
            <col className="rates-date site-column-wide" />
            <col className="rates-date site-column-wide" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" data-sort="text" aria-sort="ascending">
                <SortButton label={columns.code} />
              </th>
              <th scope="col" data-sort="text">
                <SortButton label={columns.name} />
              </th>
              <th scope="col" data-sort="number">
                <SortButton label={columns.rate} />
              </th>
              <th scope="col">{columns.difference}</th>
              <th scope="col" className="site-column-wide">
                {columns.validFrom}
              </th>
              <th scope="col" className="site-column-wide">
                {columns.validTo}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.code}>
                <td>
                  <strong className="code-text">{rate.code}</strong>
                </td>
                <td>{currencyName(language, rate)}</td>
                <td data-value={rate.rate ?? ''}>
                  <span className="code-text">{formatRate(rate.rate, language)}</span>
                </td>
                <td>
                  <Difference value={rate.difference} language={language} />
                </td>
                <td className="site-column-wide">
                  <ValidityDate date={rate.validFromDate} language={language} />
                </td>
                <td className="site-column-wide">
                  <ValidityDate date={rate.validToDate} language={language} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={paths.tool.build(language, 'exchange-rates')} className="site-strong-link">
          {t('site.rates.toTool')}
        </a>
      </p>
    </div>
  );
}
