// Builds the HS code finder's prebuilt model, server/hs-finder-data/hsModel.bin.gz, with the domain's trainer
// (trainHsClassifier) from the shipped training examples (trainingExamples.json.gz beside it), calibrated
// with calibrationExamples.json.gz, and the probability of its fused answers fitted with the portal's shipped
// search, as a server's build fits it (hsModelRebuild): the portal ships it so that a first start answers
// without training. The bytes are encodeHsModel's (UTF-8 JSON), gzipped. Needs the server built (npm run
// hs-finder:data builds it). Run: npm run hs-finder:data
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  encodeHsModel,
  hsFusionFitData,
  hsFusionFitSourcesOf,
  hsFusionFitTexts,
  hsSearchFor,
  trainHsClassifier,
} from '@tsw/domain';
import { loadHsStructure } from '@tsw/server/tariff/hsStructure';
import { shippedTariffRanker } from '@tsw/server/tariff/shippedTariffRanker';

const DATA = new URL('../../server/hs-finder-data/', import.meta.url);
const packed = readFileSync(new URL('trainingExamples.json.gz', DATA));
const { rows } = JSON.parse(gunzipSync(packed).toString('utf8'));
const examples = rows.map(([text, code, source, language]) => ({
  text,
  code,
  source,
  ...(language && { language }),
}));
const calibrationPacked = readFileSync(new URL('calibrationExamples.json.gz', DATA));
const calibrationExamples = JSON.parse(gunzipSync(calibrationPacked).toString('utf8')).rows.map(
  ([text, code]) => ({ text, code }),
);
// The version names the data, not the time: the same data builds the same file. The screens read its form
// (the domain's hsModelVersionParts) to say it in their language.
const digest = createHash('sha256')
  .update(gunzipSync(packed))
  .update(gunzipSync(calibrationPacked))
  .digest('hex')
  .slice(0, 12);
const began = performance.now();
const ranker = shippedTariffRanker();
const fusion = hsFusionFitData(
  (text) => hsSearchFor(ranker, text),
  hsFusionFitTexts(examples, { calibrationExamples }),
  loadHsStructure(),
);
const model = trainHsClassifier(examples, {
  version: `shipped ${digest}, ${examples.length} examples`,
  calibrationExamples,
  fusion: hsFusionFitSourcesOf(fusion),
});
const seconds = ((performance.now() - began) / 1000).toFixed(1);
writeFileSync(new URL('hsModel.bin.gz', DATA), gzipSync(encodeHsModel(model), { level: 9 }));
console.log(
  `hsModel.bin.gz: ${examples.length} examples, trained in ${seconds} s, ${JSON.stringify(model.parameters)}`,
);
