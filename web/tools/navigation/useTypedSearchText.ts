import { useEffect, useState } from 'react';
import { useSyncSearchParams } from './useSyncSearchParams';

/** A search runs once typing pauses this long, not on every key. */
const SEARCH_TYPING_PAUSE_MS = 300;

/**
 * The text of a search box kept in the query parameter `name`: what is typed shows at once and reaches the
 * URL (and so the search, from its first page) once typing pauses; going back to another search shows its
 * text. Returns the text to show and the function to call as the user types.
 */
export function useTypedSearchText(searchText: string, name = 'q'): [string, (text: string) => void] {
  const sync = useSyncSearchParams();
  const [draft, setDraft] = useState({ forQuery: searchText, text: searchText });
  const typed = draft.forQuery === searchText ? draft.text : searchText;
  useEffect(() => {
    if (typed === searchText) return;
    const timer = setTimeout(() => sync({ [name]: typed || null, page: null }), SEARCH_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, searchText, sync, name]);
  return [typed, (text) => setDraft({ forQuery: searchText, text })];
}
