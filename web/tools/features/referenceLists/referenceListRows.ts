import { ENTITY_CATALOG, ENTITY_GROUPS, type EntityDefinition, type EntityGroup } from '@tsw/domain';

/** A table as the catalogue lists it: a top-level table, or a sub-entity under its parent. */
export interface ReferenceListRow {
  readonly entity: string;
  /** For a sub-entity, the table its rows belong to. */
  readonly parent?: string;
}

export interface ReferenceListGroup {
  readonly group: EntityGroup;
  readonly rows: readonly ReferenceListRow[];
}

/**
 * Every table in the groups of the reference API's documentation, in catalogue order, each top-level
 * table followed by its sub-entities (listed with their parent, as the catalogue declares).
 */
export function referenceListGroups(
  catalog: Iterable<EntityDefinition> = ENTITY_CATALOG.values(),
): ReferenceListGroup[] {
  const definitions = [...catalog];
  const childrenOf = (name: string): ReferenceListRow[] =>
    definitions
      .filter((definition) => definition.parent === name)
      .map((definition) => ({ entity: definition.name, parent: name }));
  return ENTITY_GROUPS.map((group) => ({
    group,
    rows: definitions
      .filter((definition) => definition.group === group)
      .flatMap((definition) => [{ entity: definition.name }, ...childrenOf(definition.name)]),
  })).filter((group) => group.rows.length > 0);
}
