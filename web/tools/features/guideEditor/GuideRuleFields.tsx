import { Checkbox, Grid, Group, SegmentedControl, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import {
  GUIDE_FLOWS,
  GUIDE_ORIGIN_GROUPS,
  GUIDE_RULE_TYPES,
  TRADERS_GUIDE_LIMITS,
  type GuideFlow,
  type GuideRuleType,
  type Language,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { referenceSuggestions, referenceTooShort } from '../../forms/referenceSuggest';
import { SuggestSelect, type SuggestOption } from '../../forms/SuggestSelect';
import { useGuideRuleCodes } from './guideRuleCodes';
import type { GuideRuleForm, GuideRuleList } from './guideRuleForm';
import { DateField } from '../../forms/DateField';

/**
 * The fields of a rule besides its texts: the document (suggested from attachedDocument), how strongly it
 * is asked for, the goods, origins, flows and procedures it applies to and those it leaves out, where its
 * source is read, its validity and whether it is sample. A list left empty applies to everything.
 */
export function GuideRuleFields({
  form,
  document,
  errors,
  language,
  onChange,
  onDocument,
}: {
  form: GuideRuleForm;
  /** The document chosen, as its field shows it. */
  document: SuggestOption | null;
  errors: Readonly<Record<string, string>>;
  language: Language;
  onChange: (form: GuideRuleForm) => void;
  onDocument: (document: SuggestOption | null) => void;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData as string;
  const codes = useGuideRuleCodes(language);
  const list = (name: GuideRuleList, data: readonly string[] = []) => (
    <TagsInput
      label={t(`guideEditor.fields.${name}`)}
      description={t(`guideEditor.fields.${name}Hint`, {
        groups: Object.keys(GUIDE_ORIGIN_GROUPS).join(', '),
        min: TRADERS_GUIDE_LIMITS.commodityPrefixMinDigits,
        max: TRADERS_GUIDE_LIMITS.commodityPrefixMaxDigits,
      })}
      name={name}
      data={[...data]}
      value={[...form.lists[name]]}
      onChange={(value) => onChange({ ...form, lists: { ...form.lists, [name]: value } })}
      error={errors[name]}
      maxTags={TRADERS_GUIDE_LIMITS.maxCodesPerList}
      splitChars={[',', ' ', ';']}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Stack gap="md">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SuggestSelect
            kind={`attachedDocument-${language}`}
            name="documentCode"
            label={t('guideEditor.fields.documentCode')}
            description={t('guideEditor.fields.documentCodeHint')}
            value={document}
            onChange={onDocument}
            suggestions={(text) =>
              referenceSuggestions(serviceUrl, 'attachedDocument', language, text, accessToken)
            }
            tooShort={(text) => referenceTooShort(t, 'attachedDocument', text)}
            error={errors.documentCode}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="guide-rule-type">
              {t('guideEditor.fields.ruleType')}
            </Text>
            <SegmentedControl
              aria-labelledby="guide-rule-type"
              data={GUIDE_RULE_TYPES.map((type) => ({
                value: type,
                label: t(`guideEditor.ruleTypes.${type}`),
              }))}
              value={form.ruleType}
              onChange={(value) => onChange({ ...form, ruleType: value as GuideRuleType })}
            />
            {errors.ruleType && (
              <Text size="xs" c="red.8">
                {errors.ruleType}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{list('commodityPrefixes')}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{list('exceptCommodityPrefixes')}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{list('origins', codes.origins)}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>{list('exceptOrigins', codes.origins)}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Checkbox.Group
            label={t('guideEditor.fields.flows')}
            description={t('guideEditor.fields.flowsHint')}
            value={[...form.flows]}
            onChange={(flows) => onChange({ ...form, flows: flows as GuideFlow[] })}
            error={errors.flows}
          >
            <Group gap="md" mt={6}>
              {GUIDE_FLOWS.map((flow) => (
                <Checkbox key={flow} value={flow} label={t(`guideEditor.flows.${flow}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {list('generalProcedureCodes', codes.generalProcedures)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {list('extendedProcedureCodes', codes.extendedProcedures)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {list('nationalProcedureCodes', codes.nationalProcedures)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            type="url"
            label={t('guideEditor.fields.sourceUrl')}
            description={t('guideEditor.fields.sourceUrlHint')}
            name="sourceUrl"
            value={form.sourceUrl}
            onChange={(event) => onChange({ ...form, sourceUrl: event.currentTarget.value })}
            error={errors.sourceUrl}
            dir="ltr"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('guideEditor.fields.validFrom')}
            name="validFrom"
            value={form.validFrom}
            onChange={(validFrom) => onChange({ ...form, validFrom })}
            error={errors.validFrom}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('guideEditor.fields.validTo')}
            description={t('guideEditor.fields.validToHint')}
            name="validTo"
            value={form.validTo}
            onChange={(validTo) => onChange({ ...form, validTo })}
            error={errors.validTo}
          />
        </Grid.Col>
      </Grid>
      <Checkbox
        label={t('guideEditor.fields.sample')}
        description={t('guideEditor.fields.sampleHint')}
        checked={form.sample}
        onChange={(event) => onChange({ ...form, sample: event.currentTarget.checked })}
      />
    </Stack>
  );
}
