import type { FrenchOrSpanish, TariffRanker, TariffSynonym } from '@tsw/domain';
import {
  readReferenceDataFile,
  recordsOfReferenceDataFile,
  REFERENCE_DATA_DIRECTORY,
} from '../shippedData/referenceDataFile.js';
import { hsBroaderTexts, hsBroaderTextsBengali, loadHsStructure } from './hsStructure.js';
import { hsBroaderTextsFrEs, tariffRankerFrEsOf } from './tariffRankerFrEs.js';
import { tariffBroaderLines, tariffRankerOf, tariffScheduleGaps } from './tariffSearchService.js';
import { loadTariffSynonyms, loadTariffSynonymsIn } from './tariffSynonyms.js';

/**
 * The ranker a fresh portal searches its shipped tariff with, built without a database: the shipped lines,
 * HS 2022's texts and our Bengali titles above them, the schedule's gaps, and the shipped everyday names
 * unless others are given.
 * For the relevance benchmark, which so measures what a trader gets.
 */
export function shippedTariffRanker(synonyms: readonly TariffSynonym[] = loadTariffSynonyms()): TariffRanker {
  const structure = loadHsStructure();
  const records = recordsOfReferenceDataFile(readReferenceDataFile(REFERENCE_DATA_DIRECTORY, 'commodity'));
  const broaderTexts = hsBroaderTexts(structure);
  return tariffRankerOf(
    records,
    synonyms,
    broaderTexts,
    hsBroaderTextsBengali(structure),
    tariffScheduleGaps(records, broaderTexts),
  );
}

/** The ranker of a French or Spanish search of the shipped tariff, with the shipped everyday names. */
export function shippedTariffRankerIn(language: FrenchOrSpanish): TariffRanker {
  const structure = loadHsStructure();
  const records = recordsOfReferenceDataFile(readReferenceDataFile(REFERENCE_DATA_DIRECTORY, 'commodity'));
  const broaderTexts = hsBroaderTexts(structure);
  const broader = tariffBroaderLines(records, broaderTexts, tariffScheduleGaps(records, broaderTexts));
  return tariffRankerFrEsOf(language, records, broader, {
    texts: hsBroaderTextsFrEs(structure),
    synonymsIn: (wanted) => loadTariffSynonymsIn(wanted),
  });
}
