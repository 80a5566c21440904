import {
  CONTENT_FIELDS,
  CONTENT_KINDS,
  contentDraftProblems,
  LANGUAGE_CODES,
  type ContentField,
  type ContentKind,
  type ContentPart,
  type Language,
  type RequestProblem,
} from '@tsw/domain';
import type { EditorDraft, EditorItem } from './contentEditorApi';

export type EditorTexts = Record<ContentPart, string>;

/** The form as the editor types it: every field as text, every language's texts. */
export interface EditorForm {
  readonly kind: ContentKind;
  readonly slug: string;
  readonly fields: Readonly<Record<ContentField, string>>;
  readonly translations: Readonly<Record<Language, EditorTexts>>;
}

const NO_TEXTS: EditorTexts = { title: '', summary: '', body: '' };

/** The fields a kind has, in the order the form shows them. */
export function editorFieldsOf(kind: ContentKind): ContentField[] {
  const { fields } = CONTENT_KINDS[kind];
  return CONTENT_FIELDS.filter((field) => field in fields);
}

export function editorPartsOf(kind: ContentKind): ContentPart[] {
  const { parts } = CONTENT_KINDS[kind];
  return (['title', 'summary', 'body'] as const).filter((part) => part in parts);
}

export function isRequiredField(kind: ContentKind, field: ContentField | ContentPart): boolean {
  const shape = CONTENT_KINDS[kind] as {
    fields: Partial<Record<string, string>>;
    parts: Partial<Record<string, string>>;
  };
  return shape.fields[field] === 'required' || shape.parts[field] === 'required';
}

/** A new item of a kind: dated today where the kind has a date. */
export function newEditorForm(kind: ContentKind, today: string): EditorForm {
  const fields = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, ''])) as Record<
    ContentField,
    string
  >;
  if ('date' in CONTENT_KINDS[kind].fields) fields.date = today;
  return {
    kind,
    slug: '',
    fields,
    translations: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, NO_TEXTS])) as Record<
      Language,
      EditorTexts
    >,
  };
}

export function editorFormOf(item: EditorItem): EditorForm {
  const fields = Object.fromEntries(
    CONTENT_FIELDS.map((field) => [field, item[field] === undefined ? '' : String(item[field])]),
  ) as Record<ContentField, string>;
  const translations = Object.fromEntries(
    LANGUAGE_CODES.map((code) => {
      const text = item.translations[code];
      return [code, { title: text?.title ?? '', summary: text?.summary ?? '', body: text?.body ?? '' }];
    }),
  ) as Record<Language, EditorTexts>;
  return { kind: item.kind, slug: item.slug, fields, translations };
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * The draft the API takes: only the fields and parts the kind has, blank ones left out, and only the
 * languages with some text (a language left blank falls back to English on the site).
 */
export function draftOfEditorForm(form: EditorForm): EditorDraft {
  const draft: Record<string, unknown> = { kind: form.kind, slug: form.slug.trim().normalize('NFC') };
  for (const field of editorFieldsOf(form.kind)) {
    const value = form.fields[field].trim();
    if (value === '') continue;
    draft[field] = field === 'order' ? (WHOLE_NUMBER.test(value) ? Number(value) : -1) : value;
  }
  const parts = editorPartsOf(form.kind);
  draft.translations = Object.fromEntries(
    LANGUAGE_CODES.flatMap((code) => {
      const texts = form.translations[code];
      const written = parts.filter((part) => texts[part].trim() !== '');
      if (written.length === 0) return [];
      return [[code, Object.fromEntries(written.map((part) => [part, texts[part]]))]];
    }),
  );
  return draft as EditorDraft;
}

/**
 * What the domain finds wrong before anything is sent (the server checks again, with the categories and
 * files it has): each problem by its field's path.
 */
export function editorFormProblems(form: EditorForm): RequestProblem[] {
  return contentDraftProblems(draftOfEditorForm(form), { isCategory: () => true, isMedia: () => true });
}
