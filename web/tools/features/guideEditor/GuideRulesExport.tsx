import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { ExportButtons } from '../../documents/ExportButtons';
import { downloadBlob } from '../../documents/tableExport';
import { showErrorToast } from '../../messages/errorToast';
import { exportGuideRules, type GuideRulesQuery } from './guideEditorApi';

/**
 * The rules the list finds (every page) as the CSV the import takes back, with their ids: changed in a
 * spreadsheet and imported again, a row changes its rule.
 */
export function GuideRulesExport({
  query,
  today,
}: {
  query: Omit<GuideRulesQuery, 'offset' | 'max'>;
  today: string;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const [busy, setBusy] = useState<'csv' | null>(null);
  const start = async () => {
    setBusy('csv');
    try {
      downloadBlob(await exportGuideRules(query, accessToken), `traders-guide-rules_${today}.csv`);
    } catch (error) {
      console.error(error);
      showErrorToast(t, { description: t('messages.somethingWentWrong') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <ExportButtons
      formats={['csv'] as const}
      label={() => t('guideEditor.exportCsv')}
      busy={busy}
      onExport={() => void start()}
    />
  );
}
