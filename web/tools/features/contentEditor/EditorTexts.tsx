import { Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { LANGUAGE_CODES, LANGUAGES, type ContentKind, type ContentPart, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { editorPartsOf, isRequiredField, type EditorTexts as Texts } from './editorForm';

/**
 * The item's texts, one tab per language: English first and required (the others fall back to it), each
 * written in its own direction. A tab whose texts have a problem is marked.
 */
export function EditorTexts({
  kind,
  translations,
  errors,
  activeLanguage,
  onLanguage,
  onChange,
}: {
  kind: ContentKind;
  translations: Readonly<Record<Language, Texts>>;
  errors: Readonly<Record<string, string>>;
  activeLanguage: Language;
  onLanguage: (language: Language) => void;
  onChange: (language: Language, part: ContentPart, value: string) => void;
}) {
  const { t } = useTranslation();
  const parts = editorPartsOf(kind);
  const hasError = (code: Language) => parts.some((part) => errors[`translations.${code}.${part}`]);
  return (
    <Tabs value={activeLanguage} onChange={(value) => value && onLanguage(value as Language)} keepMounted>
      <Tabs.List>
        {LANGUAGE_CODES.map((code) => (
          <Tabs.Tab key={code} value={code} color={hasError(code) ? 'red' : undefined}>
            <span lang={code}>{LANGUAGES[code].name}</span>
            {hasError(code) && <span aria-hidden="true"> •</span>}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {LANGUAGE_CODES.map((code) => {
        const direction = LANGUAGES[code].direction;
        const required = code === 'en';
        const label = (part: ContentPart) => t(`contentEditor.fields.${part}`);
        return (
          <Tabs.Panel key={code} value={code} pt="md">
            <Stack gap="sm">
              <Text size="sm" c="dark.6">
                {required ? t('contentEditor.languageRequired') : t('contentEditor.languageOptional')}
              </Text>
              {parts.map((part) => {
                const path = `translations.${code}.${part}`;
                const common = {
                  label: label(part),
                  value: translations[code][part],
                  error: errors[path],
                  withAsterisk: required && isRequiredField(kind, part),
                  lang: code,
                  dir: direction,
                  onChange: (event: { currentTarget: { value: string } }) =>
                    onChange(code, part, event.currentTarget.value),
                };
                if (part === 'title') return <TextInput key={part} {...common} />;
                return (
                  <Textarea
                    key={part}
                    {...common}
                    description={part === 'body' ? t('contentEditor.fields.bodyHint') : undefined}
                    autosize
                    minRows={part === 'body' ? 8 : 2}
                    maxRows={part === 'body' ? 24 : 6}
                  />
                );
              })}
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
