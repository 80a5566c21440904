import {
  guideAuthorityOf,
  guideConditionsOf,
  guideDocumentsOf,
  guideSourcesOf,
  TRADERS_GUIDE_FIELD_ERROR,
  type GuideDocumentMatch,
  type GuideDocumentName,
  type GuideRule,
  type Language,
  type TradersGuideFieldError,
} from '@tsw/domain';
import fastJson from 'fast-json-stringify';
import Type from 'typebox';

/** The field errors as the answer's schema writes them (few, and not worth writing by hand). */
const fieldErrorsJson = fastJson(Type.Array(TRADERS_GUIDE_FIELD_ERROR));

/** One consignment's part of the answer: its documents, or none when it has errors. */
export interface TradersGuideItemMatches {
  readonly commodityCode: string;
  readonly matches: readonly GuideRule[];
}

/**
 * At most this many documents' texts are kept per rule set (a few hundred bytes each, about 2 MB at most under
 * the portal's 384 MiB heap): the first ones asked for, which are the common ones.
 */
const DOCUMENT_JSON_KEPT = 5_000;

/**
 * What a document's rules say in one language, as JSON text: the same for every consignment that needs the
 * document with these rules. Kept per rule set (a guide of 20 consignments lists the same few documents
 * again and again), and dropped with it when the rules change.
 */
class GuideDocumentJson {
  private readonly byKey = new Map<string, string>();

  /**
   * The attachment's fields after its commodity code, and its closing brace: what the rules decide.
   * Keyed by the rules' ids (which include the deciding one, first) and the language.
   */
  rest(document: GuideDocumentMatch, language: Language): string {
    const key = `${language} ${document.rules.map((rule) => rule.id).join(' ')}`;
    let json = this.byKey.get(key);
    if (json === undefined) {
      const sources = guideSourcesOf(document, language)
        .map((source) => `{"text":${JSON.stringify(source.text)},"url":${JSON.stringify(source.url)}}`)
        .join(',');
      json =
        `],"ruleType":"${document.required ? 'required' : 'conditional'}"` +
        `,"conditions":${JSON.stringify(guideConditionsOf(document, language))}` +
        `,"authority":${JSON.stringify(guideAuthorityOf(document, language))}` +
        `,"sources":[${sources}]` +
        `,"ruleIds":${JSON.stringify(document.rules.map((rule) => rule.id))}` +
        `,"sample":${document.rules.every((rule) => rule.sample)}}`;
      if (this.byKey.size < DOCUMENT_JSON_KEPT) this.byKey.set(key, json);
    }
    return json;
  }
}

/** The kept texts of each rule set; a set's texts go when the set does. */
const DOCUMENT_JSON = new WeakMap<object, GuideDocumentJson>();

/**
 * The traders' guide's answer (`TRADERS_GUIDE_ANSWER`) as JSON text, written from the matches rather than
 * built as objects and serialized: a guide of 20 consignments runs to hundreds of KB, each consignment repeating its
 * documents' names, conditions and sources, and building then serializing it cost more than the matching.
 * The text is byte for byte what the response schema's serializer wrote (tradersGuideAnswerText.db.test.ts).
 */
export function tradersGuideAnswerJson(
  answer: {
    readonly validityDate: string;
    readonly items: readonly (
      TradersGuideItemMatches | { readonly commodityCode: string; readonly matches?: undefined }
    )[];
    readonly fieldsErrors: readonly TradersGuideFieldError[];
  },
  options: {
    /** The rule set the matches come from: its documents' texts are kept with it. */
    readonly ruleSet: object;
    readonly language: Language;
    readonly documentName: (code: string, language: Language) => GuideDocumentName;
  },
): string {
  const { language } = options;
  let kept = DOCUMENT_JSON.get(options.ruleSet);
  if (!kept) {
    kept = new GuideDocumentJson();
    DOCUMENT_JSON.set(options.ruleSet, kept);
  }
  // Per document code, what follows the attachment's id up to its commodity code: the same in every
  // consignment of the request (one date, one language).
  const heads = new Map<string, string>();
  const headJson = (code: string): string => {
    let json = heads.get(code);
    if (json === undefined) {
      const name = options.documentName(code, language);
      const codeJson = JSON.stringify(code);
      json =
        `,"code":${codeJson},"attDocCode":${codeJson},"attDocName":${JSON.stringify(name.name)},` +
        `"attDocNameLanguage":${JSON.stringify(name.language)},"applicableCommodityCodes":[`;
      heads.set(code, json);
    }
    return json;
  };
  // Pieces joined once at the end: joining each consignment's attachments, then the consignments, copied
  // the answer's hundreds of kilobytes twice.
  const parts: string[] = [`{"data":{"validityDate":${JSON.stringify(answer.validityDate)},"items":[`];
  answer.items.forEach((item, index) => {
    const commodityJson = JSON.stringify(item.commodityCode);
    parts.push(
      `${index === 0 ? '' : ','}{"itemNumber":${index + 1},"commodityCode":${commodityJson},"attachments":[`,
    );
    if (item.matches) {
      guideDocumentsOf(item.matches).forEach((document, place) => {
        parts.push(
          `${place === 0 ? '' : ','}{"id":${JSON.stringify((document.rules[0] as GuideRule).id)}`,
          headJson(document.code),
          commodityJson,
          kept.rest(document, language),
        );
      });
    }
    parts.push(']}');
  });
  parts.push(`],"fieldsErrors":${fieldErrorsJson([...answer.fieldsErrors])}}}`);
  return parts.join('');
}
