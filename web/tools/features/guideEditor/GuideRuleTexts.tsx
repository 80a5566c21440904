import { Stack, Tabs, Text, Textarea } from '@mantine/core';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { GUIDE_RULE_TEXTS, type GuideRuleForm, type GuideRuleText } from './guideRuleForm';

/**
 * The rule's condition, authority and source, one tab per language: English first (the others fall back
 * to it), each written in its own direction. A tab whose texts have a problem is marked.
 */
export function GuideRuleTexts({
  texts,
  errors,
  activeLanguage,
  onLanguage,
  onChange,
}: {
  texts: GuideRuleForm['texts'];
  errors: Readonly<Record<string, string>>;
  activeLanguage: Language;
  onLanguage: (language: Language) => void;
  onChange: (text: GuideRuleText, language: Language, value: string) => void;
}) {
  const { t } = useTranslation();
  const hasError = (code: Language) => GUIDE_RULE_TEXTS.some((text) => errors[`${text}.${code}`]);
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
      {LANGUAGE_CODES.map((code) => (
        <Tabs.Panel key={code} value={code} pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dark.6">
              {code === 'en' ? t('guideEditor.englishRequired') : t('guideEditor.languageOptional')}
            </Text>
            {GUIDE_RULE_TEXTS.map((text) => (
              <Textarea
                key={text}
                name={`${text}.${code}`}
                label={t(`guideEditor.fields.${text}`)}
                description={t(`guideEditor.fields.${text}Hint`)}
                value={texts[text][code]}
                error={errors[`${text}.${code}`] ?? (code === 'en' ? errors[text] : undefined)}
                withAsterisk={code === 'en' && text !== 'condition'}
                lang={code}
                dir={LANGUAGES[code].direction}
                autosize
                minRows={2}
                maxRows={6}
                onChange={(event) => onChange(text, code, event.currentTarget.value)}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
