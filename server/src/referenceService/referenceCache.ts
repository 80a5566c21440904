import { referenceRecordForWire, type EntityDefinition, type HsLevelNames } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { DATA_CHANGE_CHANNELS, type DataChangeAnnouncer } from '../database/dataChangeChannels.js';
import { SerialRefresh } from '../database/serialRefresh.js';
import { loadHsStructure } from '../tariff/hsStructure.js';
import { EntityIndex } from './entityIndex.js';
import { referenceEntityVersions, referenceRecordsOfEntity } from './referenceStore.js';

interface CachedIndex {
  readonly version: string;
  readonly index: Promise<EntityIndex>;
}

let shippedNames: HsLevelNames | undefined;

/** The HS texts the portal ships, read on first need (the first tariff search). */
function shippedHsLevelNames(): HsLevelNames {
  shippedNames ??= loadHsStructure();
  return shippedNames;
}

/**
 * Reference data served from memory: PGlite answers one statement at a time, and reference data changes
 * rarely (a budget, an SRO, a weekly rate). Each entity's index is built on first use and rebuilt when the
 * entity's version in the database moves. The database announces each move (migration 0011), which every
 * instance hears within milliseconds, and each instance reads the versions every refresh interval as well,
 * should an announcement be lost; a caller that changed data itself can call `refreshVersions` to see it at
 * once.
 */
export class ReferenceCache {
  private readonly indexes = new Map<string, CachedIndex>();
  private versions = new Map<string, string>();
  private refreshTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly refreshes = new SerialRefresh(() => this.readVersions());

  /** `hsNames` are the texts a commodity record's chapter, heading and subheading are sent with. */
  constructor(
    private readonly database: SqlExecutor,
    private readonly hsNames: () => HsLevelNames = shippedHsLevelNames,
  ) {}

  /**
   * Reads the versions once; call before serving. Without `changes` (a command that runs once) nothing
   * announced is heard.
   */
  async start(refreshIntervalMs: number, changes?: DataChangeAnnouncer): Promise<void> {
    await this.refreshVersions();
    // A failed check keeps the current data; /health reports the database itself.
    const refresh = () => void this.refreshVersions().catch(() => {});
    this.refreshTimer = setInterval(refresh, refreshIntervalMs);
    this.refreshTimer.unref();
    this.stopListening = await changes?.listen(DATA_CHANGE_CHANNELS.reference, refresh);
  }

  async stop(): Promise<void> {
    clearInterval(this.refreshTimer);
    await this.stopListening?.();
  }

  /** Re-reads every entity's version and forgets indexes whose data changed. */
  refreshVersions(): Promise<void> {
    return this.refreshes.run();
  }

  private async readVersions(): Promise<void> {
    this.versions = await referenceEntityVersions(this.database);
    for (const [entity, cached] of this.indexes) {
      if (cached.version !== this.versionOf(entity)) this.indexes.delete(entity);
    }
  }

  /** The version of an entity's data as last read: it moves whenever the data changes. */
  versionOf(entity: string): string {
    return this.versions.get(entity) ?? '0';
  }

  /** Every entity's version as last read, in one text: it moves whenever any reference data changes. */
  versionsKey(): string {
    return [...this.versions]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([entity, version]) => `${entity}:${version}`)
      .join(',');
  }

  entityIndex(definition: EntityDefinition): Promise<EntityIndex> {
    const version = this.versionOf(definition.name);
    const cached = this.indexes.get(definition.name);
    if (cached && cached.version === version) return cached.index;
    // Records are kept as they are sent (deployed servers' names), so that every answer is made from them.
    const index = referenceRecordsOfEntity(this.database, definition.name).then(
      (records) =>
        new EntityIndex(
          definition,
          records.map((record) => referenceRecordForWire(definition, record, this.hsNames)),
        ),
    );
    // A failed load is not kept: the next request tries again.
    index.catch(() => {
      if (this.indexes.get(definition.name)?.index === index) this.indexes.delete(definition.name);
    });
    this.indexes.set(definition.name, { version, index });
    return index;
  }
}
