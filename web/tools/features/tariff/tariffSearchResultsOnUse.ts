import { lazy } from 'react';

/**
 * The search's result table, its paging and its exports (TanStack Table, the pager and the export code: a
 * third of the screen's scripts) load with the first answer, not with the empty search box a trader first
 * sees; focusing the box starts the load, so the table is there when the answer is.
 */
export const loadTariffSearchResults = () => import('./TariffSearchResults');

export const TariffSearchResults = lazy(async () => ({
  default: (await loadTariffSearchResults()).TariffSearchResults,
}));
