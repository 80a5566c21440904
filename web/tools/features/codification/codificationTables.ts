import {
  ENTITY_CATALOG,
  ENTITY_GROUPS,
  entityDefinition,
  REFERENCE_SEARCH_LIMITS,
  type EntityDefinition,
  type EntityGroup,
} from '@tsw/domain';

/** The tables the screen offers, in the reference API's groups: every top-level table (sub-entities show in a record's panel). */
export const CODIFICATION_GROUPS: readonly { group: EntityGroup; tables: readonly EntityDefinition[] }[] =
  ENTITY_GROUPS.map((group) => ({
    group,
    tables: [...ENTITY_CATALOG.values()].filter((definition) => definition.group === group),
  }));

/** A top-level table by its name in the address; undefined for an unknown name or a sub-entity. */
export function codificationTable(name: string | undefined): EntityDefinition | undefined {
  const definition = name === undefined ? undefined : entityDefinition(name);
  return definition?.group ? definition : undefined;
}

/** What the screen's search box and date accept; anything else gets a message, not a call. */
export const CODIFICATION_LIMITS = {
  /** The reference service's longest value. */
  textMaxLength: REFERENCE_SEARCH_LIMITS.valueLengthCap,
  /** Dates of validity the reference data can hold: none of it is older, none is written this far ahead. */
  earliestDate: '1900-01-01',
  latestDate: '2099-12-31',
  /** Rows an export writes: the first page, cut at this many. */
  exportMaxRows: 1000,
} as const;
