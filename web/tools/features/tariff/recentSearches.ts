import { TARIFF_SEARCH_LIMITS } from '@tsw/domain';

const STORAGE_KEY = 'tsw.recentTariffSearches';

/** The last searches on this device, newest first, each once (case aside). */
export function withRecentSearch(recent: readonly string[], search: string): string[] {
  const text = search.trim();
  if (!text) return [...recent];
  return [text, ...recent.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    TARIFF_SEARCH_LIMITS.recentSearchesKept,
  );
}

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((item): item is string => typeof item === 'string')
          .slice(0, TARIFF_SEARCH_LIMITS.recentSearchesKept)
      : [];
  } catch {
    return [];
  }
}

export function storeRecentSearches(recent: readonly string[]): void {
  try {
    if (recent.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(recent));
  } catch {
    // A browser that refuses storage (private mode, full) simply keeps no history.
  }
}
