import { Pagination, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Page buttons of a result table, each named for screen readers in the interface language. On a phone
 * the buttons are a finger's size: the current page goes without its neighbours, so that the row of
 * buttons fits the screen's width.
 */
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
  const siblings = useMatches({ base: 0, xs: 1 });
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      siblings={siblings}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
    />
  );
}
