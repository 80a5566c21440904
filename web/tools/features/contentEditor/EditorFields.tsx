import { Select, TextInput } from '@mantine/core';
import { CONTENT_CATEGORY_KIND, type ContentField, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { newsCategoryOptions } from '../../../shared/content/newsCategoryOptions';
import type { EditorItem } from './contentEditorApi';
import { editorFieldsOf, isRequiredField, type EditorForm } from './editorForm';
import { EditorMediaField } from './EditorMediaField';
import { DateField } from '../../forms/DateField';

/** The item's address name and the fields its kind has (date, category, order, link, number, file). */
export function EditorFields({
  form,
  items,
  errors,
  language,
  onSlug,
  onField,
}: {
  form: EditorForm;
  /** Every item, for the categories a kind's items belong to. */
  items: readonly EditorItem[];
  errors: Readonly<Record<string, string>>;
  language: Language;
  onSlug: (slug: string) => void;
  onField: (field: ContentField, value: string) => void;
}) {
  const { t } = useTranslation();
  const categoryKind = CONTENT_CATEGORY_KIND[form.kind];
  const categories =
    form.kind === 'news'
      ? newsCategoryOptions(t)
      : items
          .filter((item) => item.kind === categoryKind)
          .map((item) => ({ value: item.slug, label: item.translations.en?.title ?? item.slug }));
  const field = (name: ContentField) => {
    const common = {
      label: t(`contentEditor.fields.${name}`),
      error: errors[name],
      withAsterisk: isRequiredField(form.kind, name),
    };
    switch (name) {
      case 'mediaId':
        return (
          <EditorMediaField
            key={name}
            mediaId={form.fields.mediaId}
            language={language}
            error={errors.mediaId}
            onUploaded={(id) => onField('mediaId', id)}
          />
        );
      case 'category':
        return (
          <Select
            key={name}
            {...common}
            placeholder={t('contentEditor.fields.noCategory')}
            data={categories}
            value={form.fields.category || null}
            onChange={(value) => onField('category', value ?? '')}
            clearable={!common.withAsterisk}
            maw={420}
          />
        );
      case 'date':
        return (
          <DateField
            key={name}
            {...common}
            value={form.fields.date}
            onChange={(date) => onField('date', date)}
            maw={220}
          />
        );
      default:
        return (
          <TextInput
            key={name}
            {...common}
            description={
              name === 'order'
                ? t('contentEditor.fields.orderHint')
                : name === 'link'
                  ? t('contentEditor.fields.linkHint')
                  : undefined
            }
            inputMode={name === 'order' ? 'numeric' : undefined}
            dir="ltr"
            value={form.fields[name]}
            onChange={(event) => onField(name, event.currentTarget.value)}
            maw={name === 'order' ? 160 : 420}
          />
        );
    }
  };
  return (
    <>
      <TextInput
        label={t('contentEditor.fields.slug')}
        description={t('contentEditor.fields.slugHint')}
        value={form.slug}
        error={errors.slug}
        withAsterisk
        dir="ltr"
        onChange={(event) => onSlug(event.currentTarget.value)}
        maw={520}
      />
      {editorFieldsOf(form.kind).map(field)}
    </>
  );
}
