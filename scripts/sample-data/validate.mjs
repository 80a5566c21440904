// Checks every file in server/sample-data with the domain's own rules (the entity catalogue, a record's
// problems and key) and against what the sample data promises besides: codes unique per period, parents
// that exist, Bengali text, every HS chapter in the tariff, TTI as the domain computes it.
//
// Run: npx tsc -b domain && node scripts/sample-data/validate.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { NEXT_YEAR_FROM } from './commodityNextYear.mjs';
import { SAMPLE_DATA_DIRECTORY } from './sampleFile.mjs';
import {
  ENTITY_CATALOG,
  recordKey,
  recordProblems,
  sroTariffCodesOf,
  sroTariffCodesProblems,
  taxReductionProblems,
  totalTaxIncidenceText,
} from './domainPackage.mjs';

const REFERENCE_DATA_DIRECTORY = new URL('../../server/reference-data/', import.meta.url);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BENGALI = /[\u0980-\u09FF]/;
const LATIN_LETTER = /[A-Za-z]/;

const problems = [];
const files = {};
for (const name of readdirSync(SAMPLE_DATA_DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .sort()) {
  const entity = name.replace(/\.json$/, '');
  try {
    files[entity] = JSON.parse(readFileSync(new URL(name, SAMPLE_DATA_DIRECTORY), 'utf8'));
  } catch (error) {
    problems.push(`${name}: ${error.message}`);
  }
}

// The next tariff year is the real tariff changed (commodityNextYear.mjs): its texts are the real tariff's,
// most with no Bengali, and its lines name no unit.
const derivedFromRealTariff = (entity, period) =>
  entity === 'commodity' && period.validFromDate === NEXT_YEAR_FROM;

const codesOf = (entity) =>
  new Set((files[entity]?.periods ?? []).flatMap((period) => period.records.map((r) => r.code)));

for (const [entity, file] of Object.entries(files)) {
  const definition = ENTITY_CATALOG.get(entity);
  if (!definition) {
    problems.push(`${entity}: not an entity of the catalogue`);
    continue;
  }
  if (file.sample !== true || typeof file.note !== 'string') problems.push(`${entity}: sample/note missing`);
  const parentCodes = definition.parent ? codesOf(definition.parent) : null;
  for (const period of file.periods) {
    const when = period.validFromDate ?? `${period.validFromDaysBeforeLoad} days before the load`;
    const where = `${entity} ${when}`;
    const dated = period.validFromDate !== undefined ? DATE.test(period.validFromDate) : false;
    const counted = Number.isInteger(period.validFromDaysBeforeLoad) && period.validFromDaysBeforeLoad >= 0;
    if (!dated && !counted) problems.push(`${where}: neither a validFromDate nor validFromDaysBeforeLoad`);
    const keys = new Set();
    period.records.forEach((record, index) => {
      const at = `${where} #${index + 1} (${record.code})`;
      for (const [field, value] of Object.entries(record)) {
        if (value !== null && typeof value !== 'string') problems.push(`${at}: ${field} is not a string`);
      }
      for (const problem of recordProblems(definition, record)) problems.push(`${at}: ${problem}`);
      if (!derivedFromRealTariff(entity, period) && !BENGALI.test(record.descriptionTranslated ?? ''))
        problems.push(`${at}: descriptionTranslated not Bengali`);
      for (const field of ['address1Translated', 'address2Translated']) {
        if (record[field] && !BENGALI.test(record[field])) problems.push(`${at}: ${field} not Bengali`);
      }
      if (parentCodes && !parentCodes.has(record.parentCode))
        problems.push(`${at}: no parent ${record.parentCode}`);
      const key = recordKey(definition, record);
      if (keys.has(key)) problems.push(`${at}: duplicate ${key}`);
      keys.add(key);
    });
  }
}

// Cross-references between the lists, and to the real lists the portal ships (npm run reference-data).
const realCodes = (entity) => {
  const file = JSON.parse(gunzipSync(readFileSync(new URL(`${entity}.json.gz`, REFERENCE_DATA_DIRECTORY))));
  const code = file.fields.indexOf('code');
  return new Set(file.rows.map((row) => row[code]));
};
const units = realCodes('unitOfMeasurement');
const locations = realCodes('location');
const additionalProcedures = codesOf('additionalProcedure');
const records = (entity) => (files[entity]?.periods ?? []).flatMap((period) => period.records);
for (const period of files.commodity?.periods ?? []) {
  if (derivedFromRealTariff('commodity', period)) continue;
  for (const record of period.records) {
    if (!units.has(record.supplementaryUnit1Code)) problems.push(`commodity ${record.code}: unknown unit`);
  }
}
for (const record of records('customsOffice')) {
  if (record.locationCode && !locations.has(record.locationCode))
    problems.push(`customsOffice ${record.code}: locode`);
}
// Each reference SRO's path is the slug of the content service's SRO item that holds its PDF.
const sroDocuments = new Set(
  JSON.parse(readFileSync(new URL('content/sros.json', SAMPLE_DATA_DIRECTORY), 'utf8')).items.map(
    (item) => `/${item.slug}`,
  ),
);
// An SRO cites lines of the tariff in force when it takes effect.
const tariffCodesFrom = (date) =>
  new Set(
    (files.commodity?.periods ?? [])
      .filter((period) => period.validFromDate === date)
      .flatMap((period) => period.records.map((record) => record.code)),
  );
for (const period of files.sro?.periods ?? []) {
  const tariff = tariffCodesFrom(period.validFromDate);
  for (const record of period.records) {
    for (const problem of sroTariffCodesProblems(record)) problems.push(`sro ${record.code}: ${problem}`);
    for (const code of sroTariffCodesOf(record)) {
      if (![...tariff].some((line) => line.startsWith(code)))
        problems.push(
          `sro ${record.code}: cites ${code}, no line of the tariff from ${period.validFromDate}`,
        );
    }
  }
}
for (const record of records('sro')) {
  if (!additionalProcedures.has(record.cp3Code)) problems.push(`sro ${record.code}: unknown cp3Code`);
  if (!sroDocuments.has(record.path)) problems.push(`sro ${record.code}: no content SRO at ${record.path}`);
  for (const problem of taxReductionProblems(record)) problems.push(`sro ${record.code}: ${problem}`);
}
for (const record of records('additionalRegimes')) {
  if (!additionalProcedures.has(record.code))
    problems.push(`additionalRegimes ${record.code}: unknown procedure`);
}
// A model of declaration and an extended procedure are made of the procedure lists' codes.
const generalProcedures = codesOf('generalProcedure');
const regimeTypes = codesOf('regimeType');
for (const record of records('modelOfDeclaration')) {
  if (!generalProcedures.has(record.generalProcedureCode))
    problems.push(
      `modelOfDeclaration ${record.code}${record.generalProcedureCode}: unknown general procedure`,
    );
  if (!regimeTypes.has(record.code)) problems.push(`modelOfDeclaration ${record.code}: unknown regime type`);
}
const requestedProcedures = codesOf('requestedProcedure');
const previousProcedures = codesOf('previousProcedure');
for (const record of records('extendedProcedure')) {
  if (!requestedProcedures.has(record.requestedProcedureCode))
    problems.push(`extendedProcedure ${record.code}: unknown requested procedure`);
  if (!previousProcedures.has(record.previousProcedureCode))
    problems.push(`extendedProcedure ${record.code}: unknown previous procedure`);
}
for (const record of records('requestedProcedure')) {
  if (!generalProcedures.has(record.generalProcedureCode))
    problems.push(`requestedProcedure ${record.code}: unknown general procedure`);
}
for (const record of records('exchangeRate')) {
  if (!/^\d+\.\d{4}$/.test(record.rate)) problems.push(`exchangeRate ${record.code}: rate ${record.rate}`);
}

// The tariff: every chapter, eight-digit codes, TTI by the formula.
const tariffPeriods = files.commodity?.periods ?? [];
const chapters = new Set();
for (const period of tariffPeriods) {
  for (const record of period.records) {
    chapters.add(record.chapterCode);
    const at = `commodity ${period.validFromDate} ${record.code}`;
    if (!/^\d{8}$/.test(record.code)) problems.push(`${at}: not eight digits`);
    if (record.hsCode !== record.code.slice(0, 6) || record.pr1 !== record.code.slice(6))
      problems.push(`${at}: split`);
    if (record.chapterCode !== record.code.slice(0, 2) || record.headingCode !== record.code.slice(0, 4)) {
      problems.push(`${at}: chapter or heading`);
    }
    const [cd, sd, vat, ait, at5, , rd] = ['tax01', 'tax02', 'tax03', 'tax04', 'tax05', 'tax06', 'tax07'].map(
      (t) => Number(record[t]),
    );
    const tti = totalTaxIncidenceText({ cd, rd, sd, vat, ait, at: at5 });
    if (tti !== record.tax08) problems.push(`${at}: TTI ${record.tax08}, formula gives ${tti}`);
    if (
      !derivedFromRealTariff('commodity', period) &&
      LATIN_LETTER.test(
        record.descriptionTranslated.replace(
          /\b(CBU|CKD|HOBC|LED|MDF|PET|PVC|SIM|UPS|IPS|DC|IV|MRI|X)\b/g,
          '',
        ),
      )
    ) {
      // Latin letters in a Bengali description are allowed only for established abbreviations.
      problems.push(`${at}: Latin letters in Bengali description`);
    }
  }
}
for (let chapter = 1; chapter <= 97; chapter += 1) {
  const code = String(chapter).padStart(2, '0');
  if (chapter !== 77 && !chapters.has(code)) problems.push(`commodity: chapter ${code} missing`);
}

for (const [entity, file] of Object.entries(files)) {
  const counts = file.periods
    .map(
      (period) =>
        `${period.validFromDate ?? `-${period.validFromDaysBeforeLoad}d`}: ${period.records.length}`,
    )
    .join(', ');
  console.log(`${entity.padEnd(20)} ${counts}`);
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll sample files are valid.');
}
