import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../portal/nullableString.js';

/*
 * The answer of the central banks' rates search (`GET {externalRates}search`), written once: the server's
 * route declares it, the web front end checks what it receives against it.
 */

const CENTRAL_BANK_RATE_SCHEMA = Type.Object({
  source: Type.String(),
  rateDate: Type.String({ format: 'date' }),
  currencyCode: Type.String(),
  currencyName: Type.String({ description: 'In the locale asked for.' }),
  quoteCurrencyCode: Type.String({ description: 'The currency the rates are counted in.' }),
  units: Type.Integer({ description: 'How many units of the currency the rates are for.' }),
  buyingRate: NULLABLE_STRING,
  sellingRate: NULLABLE_STRING,
  midRate: Type.String(),
});

export const CENTRAL_BANK_RATES_ANSWER = Type.Object({
  exchangeRates: Type.Array(CENTRAL_BANK_RATE_SCHEMA),
  totalCount: Type.Integer(),
  // sources and publications are optional although this server always sends them: EXTERNAL_RATES_URL may
  // name another service answering the specification's bare {exchangeRates, totalCount}, which the screen
  // still reads, without the choice of publisher and the days of the rates.
  sources: Type.Optional(
    Type.Array(Type.String(), { description: 'Every source with rates, for a choice of publisher.' }),
  ),
  publications: Type.Optional(
    Type.Array(Type.Object({ source: Type.String(), rateDate: Type.String({ format: 'date' }) }), {
      description: 'Each source answered with the day of its rates (its latest on or before the date).',
    }),
  ),
});

export type CentralBankRatesAnswer = Static<typeof CENTRAL_BANK_RATES_ANSWER>;
export type CentralBankPublication = NonNullable<CentralBankRatesAnswer['publications']>[number];
