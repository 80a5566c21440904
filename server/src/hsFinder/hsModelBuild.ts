import { Worker } from 'node:worker_threads';
import type { HsCalibrationExample, HsFusionFitData, HsTrainingExample } from '@tsw/domain';

/*
 * Training the HS code finder's model takes the CPU for tens of seconds: it runs in a worker thread, so that
 * the process that asked (a server answering requests, or the import command reporting progress) goes on.
 */

/**
 * The built domain package, which the worker imports by its absolute address (a data: module resolves no
 * package name). Named by its place in the workspace, the same from server/src (tests) and server/dist.
 */
const DOMAIN_MODULE_URL = new URL('../../../domain/dist/index.js', import.meta.url).href;

const WORKER_SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
const { trainHsClassifier, encodeHsModel, hsFusionFitSourcesOf } = await import(${JSON.stringify(DOMAIN_MODULE_URL)});
const model = trainHsClassifier(workerData.examples, {
  version: workerData.version,
  calibrationExamples: workerData.calibrationExamples,
  fusion: hsFusionFitSourcesOf(workerData.fusion),
});
const bytes = gzipSync(encodeHsModel(model));
parentPort.postMessage(bytes, [bytes.buffer]);
`;

export interface HsModelBuild {
  readonly version: string;
  readonly bytes: Uint8Array;
  readonly milliseconds: number;
}

/**
 * Trains a model on the examples in a worker thread, calibrated with the calibration examples, its fused
 * answer's probability fitted with `fusion` (the search's lines found in this thread, where the tariff is);
 * its bytes are encodeHsModel's, gzipped. `version` names the build (its time and data).
 */
export function buildHsModelInWorker(
  examples: readonly HsTrainingExample[],
  calibrationExamples: readonly HsCalibrationExample[],
  fusion: HsFusionFitData,
  version: string,
): Promise<HsModelBuild> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_SOURCE)}`), {
      workerData: { examples, calibrationExamples, fusion, version },
    });
    let answered = false;
    worker.once('message', (message: Uint8Array) => {
      answered = true;
      const bytes = new Uint8Array(message);
      resolve({ version, bytes, milliseconds: performance.now() - started });
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the HS model's build stopped (exit code ${code})`));
    });
  });
}
