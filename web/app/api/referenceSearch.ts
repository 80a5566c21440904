import { apiFetch } from './apiFetch';

/** A search of the reference service (§7): `POST {referenceData}{entity}/search`. */
export interface ReferenceSearchBody {
  readonly max: number;
  readonly offset?: number;
  readonly restrictBy?: 'AND' | 'OR';
  readonly restrictions?: readonly {
    readonly field: string;
    readonly operator: string;
    readonly value?: string;
    readonly values?: readonly string[];
  }[];
  readonly sortByFields?: readonly { readonly field: string; readonly order: 'ASC' | 'DESC' }[];
  readonly selectFields?: readonly string[];
  readonly meta?: { readonly validityDate: string };
}

export interface ReferenceSearchAnswer<Row> {
  readonly resultList: readonly Row[];
  readonly totalCount: number;
}

/** Calls the reference service at the address the portal configuration names (REFERENCE_DATA_URL). */
export function referenceSearch<Row>(
  serviceUrl: string,
  entity: string,
  body: ReferenceSearchBody,
  accessToken: string | null,
): Promise<ReferenceSearchAnswer<Row>> {
  return apiFetch<ReferenceSearchAnswer<Row>>(`${serviceUrl}${entity}/search`, {
    method: 'POST',
    body,
    accessToken,
  });
}
