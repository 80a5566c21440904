import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page buttons of a result table, each named for screen readers in the interface language. */
export function TablePagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
    />
  );
}
