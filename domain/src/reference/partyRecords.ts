import {
  holdsAnyRole,
  type IdentityRoles,
  type PortalRole,
  type RoleScope,
} from '../identity/portalRoles.js';
import type { EntityDefinition } from './entityCatalog.js';

/**
 * Who reads what of the party tables (companies, declarants: traders' own records). Their e-mail and
 * telephone go to the roles that deal with traders: declarants, who lodge for them, and customs officers.
 * A trader (anyone who signs up) sees the records without them. Reading past the first `officerRowsFrom`
 * party records of a search, at once or page by page, which is collecting the register rather than looking
 * a party up, needs an officer.
 */
export const PARTY_ACCESS = {
  contactRoles: ['declarant', 'customs-officer'] as readonly PortalRole[],
  bulkRoles: ['customs-officer'] as readonly PortalRole[],
  /** The most party records one search (all its pages) or export gives without a bulk role. */
  officerRowsFrom: 1_000,
} as const;

/** What a user may read of a party table: its contact fields, and more than `officerRowsFrom` records. */
export interface PartyReading {
  readonly contacts: boolean;
  readonly bulk: boolean;
}

export function partyReadingOf(identity: IdentityRoles | null, scope: RoleScope): PartyReading {
  const holds = (roles: readonly PortalRole[]) => identity !== null && holdsAnyRole(identity, roles, scope);
  return { contacts: holds(PARTY_ACCESS.contactRoles), bulk: holds(PARTY_ACCESS.bulkRoles) };
}

/** Whether the party's contact fields stay out of what this reader gets (never for a table of no parties). */
export function partyContactsWithheld(definition: EntityDefinition, reading: PartyReading): boolean {
  return (definition.party?.contactFields.length ?? 0) > 0 && !reading.contacts;
}

/**
 * The table as a reader without the contact roles sees it: the contact fields are not among its fields, so
 * a search can neither return them nor select, filter or sort by them (which would tell them letter by
 * letter). The table itself is unchanged when the reader may see them.
 */
export function partyDefinitionFor(definition: EntityDefinition, reading: PartyReading): EntityDefinition {
  if (!partyContactsWithheld(definition, reading)) return definition;
  const withheld = new Set(definition.party?.contactFields);
  return {
    ...definition,
    fields: Object.fromEntries(Object.entries(definition.fields).filter(([field]) => !withheld.has(field))),
    selectedFields: definition.selectedFields.filter((field) => !withheld.has(field)),
  };
}

/** A party record without the fields its reader may not see. */
export function partyRecordFor<Value>(
  definition: EntityDefinition,
  record: Readonly<Record<string, Value>>,
  reading: PartyReading,
): Record<string, Value> {
  if (!partyContactsWithheld(definition, reading)) return { ...record };
  const withheld = new Set(definition.party?.contactFields);
  return Object.fromEntries(Object.entries(record).filter(([field]) => !withheld.has(field)));
}

/**
 * Whether a reader asks for more party records than their roles allow. `rows` is how far into the results
 * the request reads: a page's offset plus its size, since paging past the cap collects the register as
 * surely as one large page would.
 */
export function partyRowsRefused(definition: EntityDefinition, rows: number, reading: PartyReading): boolean {
  return definition.party !== undefined && !reading.bulk && rows > PARTY_ACCESS.officerRowsFrom;
}

/** How far into a search's results a page reads: the cap applies to that, not to the page's size alone. */
export function partyRowsReachedBy(page: { readonly offset: number; readonly max: number }): number {
  return page.offset + page.max;
}
