import { BD_TARIFF_FORMAT } from './formats/bdTariffFormat.js';
import { EXCHANGE_RATE_HISTORY_FORMAT } from './formats/exchangeRateHistoryFormat.js';
import { GENERIC_FORMAT } from './formats/genericFormat.js';
import { HS_NOMENCLATURE_FORMAT } from './formats/hsNomenclatureFormat.js';
import { ISO4217_FORMAT } from './formats/iso4217Format.js';
import { UNLOCODE_FORMAT } from './formats/unlocodeFormat.js';
import type { ImportFormat } from './importFormat.js';

export const IMPORT_FORMATS: ReadonlyMap<string, ImportFormat> = new Map(
  [
    BD_TARIFF_FORMAT,
    HS_NOMENCLATURE_FORMAT,
    ISO4217_FORMAT,
    UNLOCODE_FORMAT,
    EXCHANGE_RATE_HISTORY_FORMAT,
    GENERIC_FORMAT,
  ].map((format) => [format.name, format]),
);
