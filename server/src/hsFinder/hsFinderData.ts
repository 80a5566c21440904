import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import {
  decodeHsModel,
  type HsCalibrationExample,
  type HsModelData,
  type HsTrainingExample,
} from '@tsw/domain';

/*
 * The files the HS code finder ships (server/hs-finder-data, PROVENANCE.md says where each comes from): the
 * prebuilt model, the labelled examples a rebuild learns from besides the tariff and the history, the
 * descriptions that calibrate it, and the vague
 * terms that get a question instead of a guess.
 */

const HS_FINDER_DATA_DIRECTORY = new URL('../../hs-finder-data/', import.meta.url);

export const SHIPPED_HS_MODEL_FILE = new URL('hsModel.bin.gz', HS_FINDER_DATA_DIRECTORY);
const SHIPPED_HS_EXAMPLES_FILE = new URL('trainingExamples.json.gz', HS_FINDER_DATA_DIRECTORY);
const SHIPPED_HS_CALIBRATION_FILE = new URL('calibrationExamples.json.gz', HS_FINDER_DATA_DIRECTORY);
const SHIPPED_HS_VAGUE_TERMS_FILE = new URL('vagueTerms.json', HS_FINDER_DATA_DIRECTORY);

/** A model from its stored bytes: encodeHsModel's, gzipped (as shipped and as kept in the database). */
export function hsModelFromBytes(gzipped: Uint8Array): HsModelData {
  return decodeHsModel(gunzipSync(gzipped));
}

export async function readShippedHsModel(): Promise<HsModelData> {
  return hsModelFromBytes(await readFile(SHIPPED_HS_MODEL_FILE));
}

export async function readShippedHsExamples(): Promise<HsTrainingExample[]> {
  const { rows } = JSON.parse(gunzipSync(await readFile(SHIPPED_HS_EXAMPLES_FILE)).toString('utf8')) as {
    rows: [string, string, HsTrainingExample['source'], HsTrainingExample['language']?][];
  };
  return rows.map(([text, code, source, language]) => ({
    text,
    code,
    source,
    ...(language && { language }),
  }));
}

/** Descriptions written elsewhere (product titles) that calibrate a build's probabilities, never trained on. */
export async function readShippedHsCalibration(): Promise<HsCalibrationExample[]> {
  const { rows } = JSON.parse(gunzipSync(await readFile(SHIPPED_HS_CALIBRATION_FILE)).toString('utf8')) as {
    rows: [string, string][];
  };
  return rows.map(([text, code]) => ({ text, code }));
}

/** The descriptions too vague to classify, as the model's hsVagueTermOf takes them. */
export async function readShippedHsVagueTerms(): Promise<readonly string[]> {
  return (JSON.parse(await readFile(SHIPPED_HS_VAGUE_TERMS_FILE, 'utf8')) as { terms: string[] }).terms;
}
