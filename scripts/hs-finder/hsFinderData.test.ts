import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeHsModel,
  HS_EXAMPLE_SOURCES,
  hsClassifierFrom,
  hsVagueTermOf,
  type HsTrainingExample,
} from '@tsw/domain';

/*
 * The HS code finder's shipped data (server/hs-finder-data/, written by buildHsFinderData.mjs and
 * buildHsModel.mjs beside this file) against the formats PROVENANCE.md documents, and the prebuilt model
 * against the training examples it was built from.
 */

const DATA = new URL('../../server/hs-finder-data/', import.meta.url);
const gzipJson = <T>(name: string): T =>
  JSON.parse(gunzipSync(readFileSync(new URL(name, DATA))).toString('utf8')) as T;

const training = gzipJson<{ format: string; rows: [string, string, HsTrainingExample['source']][] }>(
  'trainingExamples.json.gz',
);
const evaluation = gzipJson<{ format: string; sets: Record<string, [string, string][]> }>(
  'evaluation.json.gz',
);
const calibration = gzipJson<{ format: string; rows: [string, string][] }>('calibrationExamples.json.gz');

describe('the HS code finder data', () => {
  it('holds training examples of a known source with a heading or subheading code', () => {
    expect(training.format).toBe('tsw-hs-training/1');
    expect(training.rows.length).toBeGreaterThan(20_000);
    for (const [text, code, source] of training.rows) {
      expect(text.trim()).toBe(text);
      expect(code).toMatch(/^\d{4}(\d{2})?$/);
      expect(HS_EXAMPLE_SOURCES).toContain(source);
    }
  });

  it('never trains on an evaluation text from labelled descriptions (the tariff and everyday names may share one)', () => {
    expect(evaluation.format).toBe('tsw-hs-evaluation/1');
    const trained = new Set(
      training.rows.filter(([, , source]) => source === 'labelled').map(([text]) => text.toLowerCase()),
    );
    for (const rows of Object.values(evaluation.sets)) {
      expect(rows.length).toBeGreaterThan(300);
      for (const [text, code] of rows) {
        expect(code).toMatch(/^\d{6}$/);
        if (rows === evaluation.sets.ukParcels) expect(trained.has(text.toLowerCase())).toBe(false);
      }
    }
  });

  it('calibrates on descriptions that are neither trained on nor evaluated', () => {
    expect(calibration.format).toBe('tsw-hs-calibration/1');
    expect(calibration.rows.length).toBeGreaterThan(300);
    const trained = new Set(training.rows.map(([text]) => text.toLowerCase()));
    const evaluated = new Set(Object.values(evaluation.sets).flatMap((rows) => rows.map(([text]) => text)));
    for (const [text, code] of calibration.rows) {
      expect(code).toMatch(/^\d{6}$/);
      expect(trained.has(text.toLowerCase())).toBe(false);
      expect(evaluated.has(text)).toBe(false);
    }
  });

  it('ships a model built from these examples, which answers', () => {
    const model = decodeHsModel(gunzipSync(readFileSync(new URL('hsModel.bin.gz', DATA))));
    // The trainer drops repeats (the same text, folded, code and source): a few dozen. French and Spanish
    // texts are the model's part of their own (issue 49).
    const kept = model.texts.length + (model.frenchSpanish?.texts.length ?? 0);
    expect(kept).toBeLessThanOrEqual(training.rows.length);
    expect(kept).toBeGreaterThan(training.rows.length * 0.98);
    expect(model.frenchSpanish?.texts.length).toBeGreaterThan(10_000);
    expect(model.calibration.some((bin) => bin.count > 0)).toBe(true);
    expect(model.parameters.confidenceScale?.slope).toBeGreaterThan(0);
    const [first] = hsClassifierFrom(model).guess('men cotton t-shirts', 5);
    expect(first?.hsCode).toBe('610910');
  });

  it('ships vague terms that make a vague description vague', () => {
    const { format, terms } = JSON.parse(readFileSync(new URL('vagueTerms.json', DATA), 'utf8')) as {
      format: string;
      terms: string[];
    };
    expect(format).toBe('tsw-hs-vague-terms/1');
    expect(hsVagueTermOf('100% cotton', terms)?.kind).toBe('material');
    expect(hsVagueTermOf('cotton t-shirts for men', terms)).toBeUndefined();
  });
});
