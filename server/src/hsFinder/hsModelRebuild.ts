import {
  entityDefinition,
  hsFusionFitData,
  hsFusionFitTexts,
  hsSearchFor,
  type HsFusionFitData,
  type HsTrainingExample,
  type IsoDate,
  type ReferenceRecord,
} from '@tsw/domain';
import { hsBroaderTexts, hsBroaderTextsBengali, loadHsStructure } from '../tariff/hsStructure.js';
import { shippedTariffRanker } from '../tariff/shippedTariffRanker.js';
import { tariffRankerOf, tariffScheduleGaps } from '../tariff/tariffSearchService.js';
import { loadTariffSynonyms } from '../tariff/tariffSynonyms.js';
import type { SqlExecutor } from '../database/database.js';
import type { ReferenceCache } from '../referenceService/referenceCache.js';
import { buildHsModelInWorker } from './hsModelBuild.js';
import { readShippedHsCalibration, readShippedHsExamples } from './hsFinderData.js';
import {
  storedHsHistory,
  storeHsModel,
  type HsModelTrainedOn,
  type StoredHsModelHead,
} from './hsModelStore.js';

/**
 * What a build learns from: the shipped examples (HS 2022's texts, labelled descriptions, everyday names), the
 * tariff in force as the database now holds it (its lines' English and Bengali texts, in place of the shipped
 * tariff's; the shipped ones when the database has no tariff), and every past declaration imported.
 */
export async function hsTrainingExamples(
  database: SqlExecutor,
  cache: ReferenceCache,
  today: IsoDate,
): Promise<{
  examples: HsTrainingExample[];
  tariffVersion: string;
  historyRows: number;
  records: ReferenceRecord[];
}> {
  const shipped = await readShippedHsExamples();
  const commodity = entityDefinition('commodity');
  if (!commodity) throw new Error('the entity catalog has no commodity');
  const records = (await cache.entityIndex(commodity)).recordsValidOn(today);
  const tariff = records.flatMap((record) => {
    const code = record.code ?? '';
    if (!/^\d{6,}$/.test(code)) return [];
    return [record.description, record.descriptionTranslated]
      .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
      .map((text) => ({ text: text.replace(/\.{2,}$/, ''), code, source: 'tariff' as const }));
  });
  const history = (await storedHsHistory(database)).map((row) => ({
    text: row.description,
    code: row.code,
    source: 'history' as const,
  }));
  return {
    examples: [
      ...shipped.filter((example) => tariff.length === 0 || example.source !== 'tariff'),
      ...tariff,
      ...history,
    ],
    tariffVersion: cache.versionOf(commodity.name),
    historyRows: history.length,
    records,
  };
}

/**
 * Builds the model again from the portal's data (in a worker thread) and stores it, for every instance to
 * load within its refresh interval. Called after an import of the tariff or of a history.
 */
export async function rebuildHsModel(
  database: SqlExecutor,
  cache: ReferenceCache,
  today: IsoDate,
): Promise<StoredHsModelHead & { milliseconds: number; trainedOn: HsModelTrainedOn }> {
  const { examples, tariffVersion, historyRows, records } = await hsTrainingExamples(database, cache, today);
  const builtAt = new Date().toISOString();
  // The screens read this form (the domain's hsModelVersionParts) to say it in their language.
  const version = `${builtAt}, ${examples.length} examples, ${historyRows} past declarations`;
  const calibrationExamples = await readShippedHsCalibration();
  const fusion = await hsFusionFitDataOf(records, hsFusionFitTexts(examples, { calibrationExamples }));
  const build = await buildHsModelInWorker(examples, calibrationExamples, fusion, version);
  const counts: Record<string, number> = {};
  for (const example of examples) counts[example.source] = (counts[example.source] ?? 0) + 1;
  const trainedOn = { examples: counts, tariffVersion, historyRows };
  const stored = await storeHsModel(database, { version: build.version, bytes: build.bytes, trainedOn });
  return { ...stored, milliseconds: build.milliseconds, trainedOn };
}

/** Descriptions searched between pauses, so that a server building its model goes on answering. */
const FUSION_FIT_SEARCH_CHUNK = 50;

/**
 * The English search's lines for the descriptions a build's fit of the fused answer reads, found with the
 * tariff in force (the shipped one when the database has none) and the shipped everyday names.
 */
async function hsFusionFitDataOf(
  records: readonly ReferenceRecord[],
  texts: readonly string[],
): Promise<HsFusionFitData> {
  const structure = loadHsStructure();
  const broaderTexts = hsBroaderTexts(structure);
  const ranker =
    records.length === 0
      ? shippedTariffRanker()
      : tariffRankerOf(
          records,
          loadTariffSynonyms(),
          broaderTexts,
          hsBroaderTextsBengali(structure),
          tariffScheduleGaps(records, broaderTexts),
        );
  const searched: HsFusionFitData['searched'][number][] = [];
  for (let start = 0; start < texts.length; start += FUSION_FIT_SEARCH_CHUNK) {
    const chunk = texts.slice(start, start + FUSION_FIT_SEARCH_CHUNK);
    searched.push(...hsFusionFitData((text) => hsSearchFor(ranker, text), chunk, structure).searched);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { searched, headings: structure.headings, subheadings: structure.subheadings };
}
