import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_FIELDS,
  LANGUAGE_CODES,
  type ContentField,
  type ContentKind,
  type ContentPart,
  type ContentStatus,
  type Language,
} from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { usePortalToday } from '../../api/usePortalToday';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { SampleBadge } from '../../content/ContentNotices';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showSuccessToast } from '../../messages/successToast';
import {
  editorQueryKeys,
  saveEditorItem,
  setEditorItemStatus,
  useEditorItem,
  useEditorItems,
  type EditorItem,
} from './contentEditorApi';
import { EditorFields } from './EditorFields';
import { EditorHistory } from './EditorHistory';
import { EditorPreview } from './EditorPreview';
import { EditorStatusBadge } from './EditorStatusBadge';
import { EditorTexts } from './EditorTexts';
import {
  draftOfEditorForm,
  editorFormOf,
  editorFormProblems,
  newEditorForm,
  type EditorForm,
} from './editorForm';
import { editorSiteLink } from './editorSiteLink';

/**
 * One item of the site's content, new or stored (issue 7): its fields and its texts in five languages,
 * checked as the server checks them, saved against the version it was opened at, previewed as the site
 * would show it, published and withdrawn, with every change listed.
 */
export function ContentEditorPage({ id, kind }: { id?: string; kind?: ContentKind }) {
  const { t } = useTranslation();
  const item = useEditorItem(id);
  if (id === undefined && kind) return <EditorScreen key={`new-${kind}`} kind={kind} />;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    return (
      <Alert color="red" my="md">
        {missing ? t('problems.CONTENT_NOT_FOUND') : t('contentEditor.loadFailed')}
      </Alert>
    );
  }
  if (!item.data) return null;
  // A new version (saved here, or reloaded) starts the form again from what is stored.
  return (
    <EditorScreen key={`${item.data.id}-${item.data.version}`} kind={item.data.kind} stored={item.data} />
  );
}

function EditorScreen({ kind, stored }: { kind: ContentKind; stored?: EditorItem }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { accessToken } = useAuth();
  const today = usePortalToday();
  const items = useEditorItems();
  const [initial] = useState<EditorForm>(() => (stored ? editorFormOf(stored) : newEditorForm(kind, today)));
  const [form, setForm] = useState<EditorForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [textLanguage, setTextLanguage] = useState<Language>('en');

  const dirty = JSON.stringify(draftOfEditorForm(form)) !== JSON.stringify(draftOfEditorForm(initial));

  const setField = (field: ContentField, value: string) =>
    setForm((current) => ({ ...current, fields: { ...current.fields, [field]: value } }));
  const setText = (code: Language, part: ContentPart, value: string) =>
    setForm((current) => ({
      ...current,
      translations: { ...current.translations, [code]: { ...current.translations[code], [part]: value } },
    }));

  /** Shows the problems by field, and opens the first language tab that has one. */
  const showProblems = (found: Record<string, string>) => {
    setErrors(found);
    const tab = LANGUAGE_CODES.find((code) =>
      Object.keys(found).some((path) => path.startsWith(`translations.${code}.`)),
    );
    if (tab) setTextLanguage(tab);
  };

  const saved = (item: EditorItem, message: string) => {
    queryClient.setQueryData(editorQueryKeys.item(item.id), item);
    void queryClient.invalidateQueries({ queryKey: editorQueryKeys.items });
    void queryClient.invalidateQueries({ queryKey: editorQueryKeys.changes(item.id) });
    showSuccessToast(message);
    if (!stored) void navigate(paths.contentEditorItem.build(language, item.id), { replace: true });
  };

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) return setChangedMeanwhile(true);
    const found = fieldErrorsOf(t, error);
    showProblems(Object.keys(found).length > 0 ? found : { form: t('messages.somethingWentWrong') });
  };

  /** Saves the form when it changed; resolves to the item as stored, or undefined when refused. */
  const save = async (): Promise<EditorItem | undefined> => {
    const problems = editorFormProblems(form);
    if (problems.length > 0) {
      showProblems(fieldErrorsOf(t, new ApiError(400, 'CONTENT_INVALID', problems)));
      return undefined;
    }
    if (stored && !dirty) return stored;
    setErrors({});
    return saveEditorItem(draftOfEditorForm(form), stored, accessToken);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const onSave = () =>
    run(async () => {
      const item = await save();
      if (item && item !== stored) saved(item, t('contentEditor.saved'));
    });

  const onStatus = (status: ContentStatus) =>
    run(async () => {
      // What is published is what the editor sees: unsaved changes are saved first.
      const item = await save();
      if (!item) return;
      const changed = await setEditorItemStatus(item, status, accessToken);
      saved(changed, status === 'published' ? t('contentEditor.published') : t('contentEditor.unpublished'));
    });

  const reload = () => {
    setChangedMeanwhile(false);
    if (stored) void queryClient.invalidateQueries({ queryKey: editorQueryKeys.item(stored.id) });
  };

  const pageTitle = stored
    ? t('contentEditor.editTitle', { kind: t(`contentEditor.kinds.${kind}`) })
    : t('contentEditor.newTitle', { kind: t(`contentEditor.kinds.${kind}`) });
  const siteLink = stored?.status === 'published' ? editorSiteLink(kind, stored.slug, language) : undefined;
  const formError =
    errors.form ?? (Object.keys(errors).length > 0 ? t('contentEditor.fixProblems') : undefined);
  const unknownFieldErrors = Object.entries(errors).filter(
    ([path]) =>
      path !== 'form' &&
      path !== 'slug' &&
      !CONTENT_FIELDS.includes(path as ContentField) &&
      !path.startsWith('translations.'),
  );

  return (
    <Stack gap="lg" py="md" maw={960}>
      <title>{`${pageTitle} · ${t('contentEditor.title')}`}</title>
      <Anchor component={Link} to={paths.contentEditor.build(language)} c="portal.8" size="sm">
        {t('contentEditor.backToList')}
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <Title order={1}>{pageTitle}</Title>
          {stored && <EditorStatusBadge status={stored.status} />}
          {stored?.sample && <SampleBadge />}
        </Group>
        {siteLink && (
          <Anchor href={siteLink} target="_blank" c="portal.8" fw={600}>
            {t('contentEditor.viewOnSite')}
          </Anchor>
        )}
      </Group>

      {changedMeanwhile && (
        <Alert color="orange" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('problems.CONTENT_CHANGED_MEANWHILE')}</Text>
            <Button size="xs" variant="white" color="dark" onClick={reload}>
              {t('contentEditor.reload')}
            </Button>
          </Stack>
        </Alert>
      )}
      {formError && (
        <Alert color="red" role="alert">
          <Text size="sm">{formError}</Text>
          {unknownFieldErrors.map(([path, message]) => (
            <Text size="sm" key={path}>
              {message}
            </Text>
          ))}
        </Alert>
      )}

      <Stack gap="md">
        <EditorFields
          form={form}
          items={items.data ?? []}
          errors={errors}
          language={language}
          onSlug={(slug) => setForm((current) => ({ ...current, slug }))}
          onField={setField}
        />
      </Stack>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('contentEditor.texts')}
        </Title>
        <EditorTexts
          kind={kind}
          translations={form.translations}
          errors={errors}
          activeLanguage={textLanguage}
          onLanguage={setTextLanguage}
          onChange={setText}
        />
      </Stack>

      <Group gap="sm">
        <Button
          color="portal.8"
          onClick={() => void onSave()}
          loading={busy}
          disabled={stored !== undefined && !dirty}
        >
          {t('contentEditor.save')}
        </Button>
        {stored?.status === 'published' ? (
          <Button variant="default" onClick={() => void onStatus('draft')} loading={busy}>
            {t('contentEditor.unpublish')}
          </Button>
        ) : (
          <Button
            variant="outline"
            color="portal.8"
            onClick={() => void onStatus('published')}
            loading={busy}
          >
            {t('contentEditor.publish')}
          </Button>
        )}
      </Group>

      <Divider />
      <EditorPreview draft={() => draftOfEditorForm(form)} language={language} />
      {stored && (
        <>
          <Divider />
          <EditorHistory id={stored.id} language={language} />
        </>
      )}
    </Stack>
  );
}
