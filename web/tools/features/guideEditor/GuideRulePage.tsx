import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_CODES, type Language } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { usePortalToday } from '../../api/usePortalToday';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { SampleBadge } from '../../content/ContentNotices';
import { ConfirmModal } from '../../forms/ConfirmModal';
import type { SuggestOption } from '../../forms/SuggestSelect';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showSuccessToast } from '../../messages/successToast';
import {
  guideEditorQueryKeys,
  saveGuideRule,
  useGuideRule,
  withdrawGuideRule,
  type StoredGuideRule,
} from './guideEditorApi';
import { guideEditorProblems } from './guideEditorProblems';
import { useGuideDocumentOption } from './guideRuleCodes';
import { GuideRuleFields } from './GuideRuleFields';
import { GuideRuleHistory } from './GuideRuleHistory';
import { GuideRuleStatusBadge } from './GuideRuleStatusBadge';
import { draftOfGuideRuleForm, guideRuleFormOf, newGuideRuleForm, type GuideRuleForm } from './guideRuleForm';
import { GuideRuleTexts } from './GuideRuleTexts';

/** Problems the form shows at a field of its own; the others are listed above the form. */
const PLACED_FIELDS = new Set([
  'documentCode',
  'ruleType',
  'commodityPrefixes',
  'exceptCommodityPrefixes',
  'origins',
  'exceptOrigins',
  'flows',
  'generalProcedureCodes',
  'extendedProcedureCodes',
  'nationalProcedureCodes',
  'sourceUrl',
  'validFrom',
  'validTo',
]);
const placed = (path: string) => PLACED_FIELDS.has(path) || /^(condition|authority|source)(\.|$)/.test(path);

/**
 * One rule of the traders' guide, new or stored (issue 24): every field of the draft, checked by the
 * server, saved against the version it was opened at (a change made meanwhile is said, with a way to
 * reload), withdrawn after a confirmation, with every change listed. A change is live for traders at once.
 */
export function GuideRulePage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation();
  const rule = useGuideRule(id);
  if (id === undefined) return <GuideRuleScreen key="new" />;
  if (rule.isError) {
    return (
      <Alert color="red" my="md" role="alert">
        {guideEditorProblems(t, rule.error).form ?? t('guideEditor.loadFailed')}
      </Alert>
    );
  }
  if (!rule.data) return null;
  // A new version (saved here, or reloaded) starts the form again from what is stored.
  return <GuideRuleScreen key={`${rule.data.id}-${rule.data.version}`} stored={rule.data} />;
}

function GuideRuleScreen({ stored }: { stored?: StoredGuideRule }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { accessToken } = useAuth();
  const today = usePortalToday();
  const [initial] = useState<GuideRuleForm>(() =>
    stored ? guideRuleFormOf(stored) : newGuideRuleForm(today),
  );
  const [form, setForm] = useState<GuideRuleForm>(initial);
  const storedDocument = useGuideDocumentOption(stored?.documentCode, language);
  // Undefined until the editor chooses: until then, the stored rule's document, named once it is found.
  const [chosenDocument, setDocument] = useState<SuggestOption | null | undefined>(undefined);
  const document =
    chosenDocument !== undefined
      ? chosenDocument
      : stored
        ? (storedDocument.data ?? { value: stored.documentCode, label: stored.documentCode })
        : null;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [askWithdraw, setAskWithdraw] = useState(false);
  const [busy, setBusy] = useState(false);
  const [textLanguage, setTextLanguage] = useState<Language>('en');
  const dirty = JSON.stringify(draftOfGuideRuleForm(form)) !== JSON.stringify(draftOfGuideRuleForm(initial));
  const withdrawn = stored?.status === 'withdrawn';

  const saved = (rule: StoredGuideRule, message: string) => {
    queryClient.setQueryData(guideEditorQueryKeys.rule(rule.id), rule);
    void queryClient.invalidateQueries({ queryKey: guideEditorQueryKeys.rules });
    showSuccessToast(message);
    if (!stored) void navigate(paths.guideEditorRule.build(language, rule.id), { replace: true });
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setChangedMeanwhile(true);
        return;
      }
      const found = guideEditorProblems(t, error);
      setErrors(found);
      // The first language tab with a problem opens, so that the problem is in view.
      const tab = LANGUAGE_CODES.find((code) => Object.keys(found).some((path) => path.endsWith(`.${code}`)));
      if (tab) setTextLanguage(tab);
    } finally {
      setBusy(false);
    }
  };

  const onSave = () =>
    run(async () => {
      const rule = await saveGuideRule(draftOfGuideRuleForm(form), stored, accessToken);
      saved(rule, stored ? t('guideEditor.saved') : t('guideEditor.created'));
    });
  const onWithdraw = () => {
    setAskWithdraw(false);
    if (!stored) return;
    void run(async () => saved(await withdrawGuideRule(stored, accessToken), t('guideEditor.withdrawnDone')));
  };
  const reload = () => {
    setChangedMeanwhile(false);
    if (stored) void queryClient.invalidateQueries({ queryKey: guideEditorQueryKeys.rule(stored.id) });
  };

  const title = stored
    ? t('guideEditor.editTitle', { code: stored.documentCode })
    : t('guideEditor.newTitle');
  const unplaced = Object.entries(errors).filter(([path]) => !placed(path));

  return (
    <Stack gap="lg" py="md" maw={1040}>
      <title>{`${title} · ${t('guideEditor.title')}`}</title>
      <Anchor component={Link} to={paths.guideEditor.build(language)} c="portal.8" size="sm">
        {t('guideEditor.backToList')}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        {stored && <GuideRuleStatusBadge status={stored.status} />}
        {stored?.sample && <SampleBadge />}
      </Group>
      {stored && (
        <Text size="sm" c="dark.6">
          {t('guideEditor.versionLine', { version: stored.version, user: stored.updatedBy })}
        </Text>
      )}

      {changedMeanwhile && (
        <Alert color="orange" role="alert" title={t('guideEditor.changedMeanwhileTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('guideEditor.changedMeanwhile')}</Text>
            <Button size="xs" variant="white" color="dark" onClick={reload}>
              {t('guideEditor.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {Object.keys(errors).length > 0 && (
        <Alert color="red" role="alert" title={t('guideEditor.fixProblems')}>
          {unplaced.map(([path, message]) => (
            <Text size="sm" key={path}>
              {message}
            </Text>
          ))}
        </Alert>
      )}

      <GuideRuleFields
        form={form}
        document={document}
        errors={errors}
        language={language}
        onChange={setForm}
        onDocument={(chosen) => {
          setDocument(chosen);
          setForm((current) => ({ ...current, documentCode: chosen?.value ?? '' }));
        }}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('guideEditor.texts')}
        </Title>
        <GuideRuleTexts
          texts={form.texts}
          errors={errors}
          activeLanguage={textLanguage}
          onLanguage={setTextLanguage}
          onChange={(text, code, value) =>
            setForm((current) => ({
              ...current,
              texts: { ...current.texts, [text]: { ...current.texts[text], [code]: value } },
            }))
          }
        />
      </Stack>

      <Group gap="sm">
        <Button
          color="portal.8"
          onClick={() => void onSave()}
          loading={busy}
          disabled={withdrawn || (stored !== undefined && !dirty)}
        >
          {stored ? t('guideEditor.save') : t('guideEditor.create')}
        </Button>
        {stored && !withdrawn && (
          <Button variant="outline" color="red.8" onClick={() => setAskWithdraw(true)} loading={busy}>
            {t('guideEditor.withdraw')}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={askWithdraw}
        title={t('guideEditor.withdrawTitle')}
        question={t('guideEditor.withdrawQuestion', { code: stored?.documentCode ?? '' })}
        confirm={t('guideEditor.withdraw')}
        cancel={t('guideEditor.cancel')}
        onConfirm={onWithdraw}
        onCancel={() => setAskWithdraw(false)}
      />
      {stored && (
        <>
          <Divider />
          <GuideRuleHistory id={stored.id} language={language} />
        </>
      )}
    </Stack>
  );
}
