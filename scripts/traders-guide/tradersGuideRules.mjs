// Writes server/reference-data/tradersGuideRules.json, the traders' guide's starting rules, from the cited
// table in guideRuleFacts.mjs and Benapole Custom House's list of import documents
// (../shared/data/bd-customs-reference/bd_import_supporting_documents.csv), and checks every rule against the
// contract (domain/src/tradersGuide/guideRule.ts) and the reference data before writing.
//
//   npx tsc -b domain && node scripts/traders-guide/tradersGuideRules.mjs [shared data directory]
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { GUIDE_AUTHORITIES, GUIDE_RULES_VALID_FROM, GUIDE_SOURCES } from './guideRuleSources.mjs';
import { GUIDE_RULE_FACTS } from './guideRuleFacts.mjs';

const domain = await import('@tsw/domain').catch((error) => {
  throw new Error(`Build the domain package first (npx tsc -b domain): ${error.message}`);
});
const { GUIDE_FLOWS, GUIDE_RULE_TYPES, TRADERS_GUIDE_LIMITS, isGuideOriginGroup } = domain;

const REPOSITORY = new URL('../../', import.meta.url);
const SHARED_DATA = process.argv[2]
  ? pathToFileURL(`${process.argv[2].replace(/\/?$/, '/')}`)
  : new URL('../shared/data/', REPOSITORY);
const DOCUMENTS_CSV = new URL('bd-customs-reference/bd_import_supporting_documents.csv', SHARED_DATA);
const OUTPUT = new URL('server/reference-data/tradersGuideRules.json', REPOSITORY);

export const GUIDE_RULES_PROVENANCE =
  'The traders’ guide’s starting rules, written by scripts/traders-guide/tradersGuideRules.mjs from the cited ' +
  'table in scripts/traders-guide/ and Benapole Custom House’s list of import documents ' +
  '(bd_import_supporting_documents.csv). Each rule names its legal source; rules marked sample have none. ' +
  'See server/reference-data/PROVENANCE.md and docs/traders-guide-rules.md.';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const bengaliDigits = (text) => text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)]);

/** Benapole Custom House's rows, by key, each with its source's text and address. */
function customHouseDocuments() {
  const rows = parse(readFileSync(DOCUMENTS_CSV), { columns: true, bom: true });
  return new Map(
    rows.map((row) => {
      const [, address, pageAndOrder] = /^(\S+) \((.*)\)$/.exec(row.source) ?? [];
      if (!address) throw new Error(`${row.doc_key}: unexpected source "${row.source}"`);
      // The import policy paragraph the custom house cites for the document, e.g. "IPO 2015-2018 para 16".
      const policy = /\(IPO (\d{4}-\d{4}) para ([^()]*(?:\([^()]*\))?)\)/.exec(row.document);
      return [
        row.doc_key,
        {
          en: policy
            ? `${pageAndOrder} (citing the Import Policy Order ${policy[1]}, para ${policy[2]})`
            : pageAndOrder,
          bn: policy
            ? `${GUIDE_SOURCES.bch.bn} (আমদানি নীতি আদেশ ${bengaliDigits(policy[1])}, অনুচ্ছেদ ${bengaliDigits(policy[2])} উদ্ধৃত)`
            : GUIDE_SOURCES.bch.bn,
          url: `https://${address}`,
        },
      ];
    }),
  );
}

/** A rule's source as the guide shows it: the cited text, and the headings note where the codes are ours. */
function sourceOf(fact, documents) {
  const cited = fact.bch ? documents.get(fact.bch) : GUIDE_SOURCES[fact.sourceKey];
  if (!cited) throw new Error(`${fact.key}: unknown source ${fact.bch ?? fact.sourceKey}`);
  const further = fact.bch && fact.sourceKey ? GUIDE_SOURCES[fact.sourceKey] : null;
  const join = (language) =>
    [cited[language], further?.[language]].filter(Boolean).join('; ') +
    (fact.headings && language === 'en' ? ` (HS codes: ${fact.headings})` : '');
  return { source: { en: join('en'), bn: join('bn') }, sourceUrl: cited.url ?? null };
}

function guideRule(fact, documents) {
  const authority = GUIDE_AUTHORITIES[fact.authority];
  if (!authority) throw new Error(`${fact.key}: unknown authority ${fact.authority}`);
  const sorted = (codes = []) => [...codes].sort();
  return {
    key: fact.key,
    documentCode: fact.documentCode,
    ruleType: fact.ruleType,
    condition: fact.condition ?? null,
    commodityPrefixes: sorted(fact.commodityPrefixes),
    exceptCommodityPrefixes: sorted(fact.exceptCommodityPrefixes),
    origins: sorted(fact.origins),
    exceptOrigins: sorted(fact.exceptOrigins),
    flows: fact.flows ?? ['IM'],
    generalProcedureCodes: sorted(fact.generalProcedureCodes),
    extendedProcedureCodes: sorted(fact.extendedProcedureCodes),
    nationalProcedureCodes: sorted(fact.nationalProcedureCodes),
    authority,
    ...sourceOf(fact, documents),
    validFrom: fact.validFrom ?? GUIDE_RULES_VALID_FROM,
    validTo: fact.validTo ?? null,
    sample: fact.sample === true,
  };
}

/** The codes of a reference file in server/reference-data or server/sample-data. */
function referenceCodes(path) {
  const bytes = readFileSync(new URL(path, REPOSITORY));
  const file = JSON.parse(path.endsWith('.gz') ? gunzipSync(bytes) : bytes);
  if (file.rows) return file.rows.map((row) => row[file.fields.indexOf('code')]);
  return file.periods.flatMap((period) => period.records.map((record) => record.code));
}

/** HS 2022's headings and subheadings: the tariff's transcription lacks a few lines (raw cotton, billets). */
function hsCodes() {
  const hs = JSON.parse(
    gunzipSync(readFileSync(new URL('server/reference-data/hs2022.json.gz', REPOSITORY))),
  );
  return [...hs.headings, ...hs.subheadings].map(([code]) => code);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Every problem of the rules, named by rule key and field. */
function ruleProblems(rules, documents) {
  const documentCodes = new Set(referenceCodes('server/sample-data/attachedDocument.json'));
  const countries = new Set(referenceCodes('server/reference-data/country.json'));
  const tariffCodes = [...referenceCodes('server/reference-data/commodity.json.gz'), ...hsCodes()];
  const generalProcedures = new Set(referenceCodes('server/sample-data/generalProcedure.json'));
  const { commodityPrefixMinDigits: min, commodityPrefixMaxDigits: max } = TRADERS_GUIDE_LIMITS;
  const prefix = new RegExp(`^\\d{${min},${max}}$`);
  const problems = [];
  const problem = (rule, text) => problems.push(`${rule.key}: ${text}`);
  const keys = new Set();
  for (const rule of rules) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(rule.key) || keys.has(rule.key)) problem(rule, 'key not unique');
    keys.add(rule.key);
    if (!documentCodes.has(rule.documentCode))
      problem(rule, `document ${rule.documentCode} not in attachedDocument`);
    if (!GUIDE_RULE_TYPES.includes(rule.ruleType)) problem(rule, `rule type ${rule.ruleType}`);
    if (rule.ruleType === 'conditional' && !rule.condition)
      problem(rule, 'a conditional rule says its condition');
    const prefixes = [...rule.commodityPrefixes, ...rule.exceptCommodityPrefixes];
    if (new Set(prefixes).size !== prefixes.length) problem(rule, 'a commodity prefix named twice');
    for (const code of prefixes) {
      if (!prefix.test(code)) problem(rule, `commodity prefix ${code} is not ${min} to ${max} digits`);
      else if (!tariffCodes.some((line) => line.startsWith(code)))
        problem(rule, `no HS or tariff code starts ${code}`);
    }
    for (const code of [...rule.origins, ...rule.exceptOrigins]) {
      if (!countries.has(code) && !isGuideOriginGroup(code))
        problem(rule, `origin ${code} is no country or group`);
    }
    for (const flow of rule.flows) if (!GUIDE_FLOWS.includes(flow)) problem(rule, `flow ${flow}`);
    for (const code of rule.generalProcedureCodes) {
      if (!generalProcedures.has(code)) problem(rule, `general procedure ${code}`);
    }
    for (const text of [rule.condition, rule.authority, rule.source].filter(Boolean)) {
      for (const [language, value] of Object.entries(text)) {
        if (!value.trim() || value.length > TRADERS_GUIDE_LIMITS.textMaxLength)
          problem(rule, `${language} text`);
      }
      if (!text.en) problem(rule, 'a text without English');
    }
    if (!rule.sample && !rule.source.en) problem(rule, 'a sourced rule names its source');
    if (rule.sample && !/^Sample rule/.test(rule.source.en))
      problem(rule, 'a sample rule says so in its source');
    if (rule.sourceUrl !== null && !/^https?:\/\/\S+$/.test(rule.sourceUrl)) problem(rule, 'source URL');
    if (!isDate(rule.validFrom)) problem(rule, `valid from ${rule.validFrom}`);
    if (rule.validTo !== null && (!isDate(rule.validTo) || rule.validTo < rule.validFrom)) {
      problem(rule, `valid to ${rule.validTo}`);
    }
  }
  const used = new Set(GUIDE_RULE_FACTS.map((fact) => fact.bch).filter(Boolean));
  for (const key of documents.keys())
    if (!used.has(key)) problems.push(`${key}: the custom house's row has no rule`);
  return problems;
}

const documents = customHouseDocuments();
const rules = GUIDE_RULE_FACTS.map((fact) => guideRule(fact, documents)).sort((a, b) =>
  a.key.localeCompare(b.key),
);
const problems = ruleProblems(rules, documents);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
writeFileSync(OUTPUT, `${JSON.stringify({ provenance: GUIDE_RULES_PROVENANCE, rules }, null, 2)}\n`);
const sampleCount = rules.filter((rule) => rule.sample).length;
console.log(
  `tradersGuideRules.json: ${rules.length} rules (${rules.length - sampleCount} sourced, ${sampleCount} sample)`,
);
