import { codificationPageSize, isIsoDate, type EntityDefinition, type Language } from '@tsw/domain';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { usePortalToday } from '../../api/usePortalToday';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import type { CodificationSearch } from './codificationApi';
import { CODIFICATION_LIMITS, codificationTable } from './codificationTables';

/** What the screen's address says: the table and record (path), the text, date and page (query). */
export interface CodificationParams {
  readonly language: Language;
  /** The table named in the address, known or not. */
  readonly tableName: string | undefined;
  readonly definition: EntityDefinition | undefined;
  /** The record whose panel is open. */
  readonly code: string | undefined;
  readonly text: string;
  /** The date of validity asked for; empty for today. */
  readonly dateAsked: string;
  /** The date searched: the one asked for, or today. */
  readonly date: string;
  /** The page, from 0 (spec §9). */
  readonly page: number;
  readonly textTooLong: boolean;
  readonly dateOutOfRange: boolean;
  /** The search to make: none without a known table, or while the text or date needs mending. */
  readonly search: CodificationSearch | undefined;
}

function pageOf(value: string | null): number {
  const page = Number(value ?? '0');
  return Number.isSafeInteger(page) && page >= 0 ? page : 0;
}

/** The screen's state, read from its address, so that a search or a record can be shared and bookmarked. */
export function useCodificationParams(): CodificationParams {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const language = languageOfPath(useLocation().pathname);
  const today = usePortalToday();
  const definition = codificationTable(params.table);
  const text = searchParams.get('q') ?? '';
  const dateAsked = searchParams.get('date') ?? '';
  const date = dateAsked || today;
  const page = pageOf(searchParams.get('page'));
  const textTooLong = text.length > CODIFICATION_LIMITS.textMaxLength;
  const dateOutOfRange =
    !isIsoDate(date) || date < CODIFICATION_LIMITS.earliestDate || date > CODIFICATION_LIMITS.latestDate;
  const searchable = definition !== undefined && !textTooLong && !dateOutOfRange;
  return {
    language,
    tableName: params.table,
    definition,
    code: params.code,
    text,
    dateAsked,
    date,
    page,
    textTooLong,
    dateOutOfRange,
    search: searchable
      ? { definition, text, language, date, page, size: codificationPageSize(definition) }
      : undefined,
  };
}
