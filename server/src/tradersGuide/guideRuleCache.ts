import { GuideRuleIndex, type GuideRule } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { VersionedMemoryCopy } from '../database/versionedMemoryCopy.js';
import { guideRules, guideVersion } from './guideRuleStore.js';
import { DATA_CHANGE_CHANNELS, type DataChangeAnnouncer } from '../database/dataChangeChannels.js';

/** Every rule of one version: the active ones indexed for the guide, all of them for the editors' list. */
export class GuideRuleSet {
  readonly index: GuideRuleIndex;
  private readonly byId: ReadonlyMap<string, GuideRule>;

  constructor(
    readonly version: string,
    readonly rules: readonly GuideRule[],
  ) {
    this.index = new GuideRuleIndex(rules);
    this.byId = new Map(rules.map((rule) => [rule.id, rule]));
  }

  rule(id: string): GuideRule | undefined {
    return this.byId.get(id);
  }
}

/**
 * The traders' guide's rules served from memory, like published content: they change rarely, a guide reads
 * thousands of them, and PGlite answers one statement at a time. Rebuilt when guide_version moves, which
 * every instance hears announced (and checks every refresh interval); the instance that made a change calls `refresh` to
 * see it at once.
 */
export class GuideRuleCache {
  private readonly memory: VersionedMemoryCopy<GuideRuleSet>;

  constructor(database: SqlExecutor) {
    this.memory = new VersionedMemoryCopy({
      version: () => guideVersion(database),
      versionOf: (rules) => rules.version,
      read: async () => {
        const version = await guideVersion(database);
        return new GuideRuleSet(version, await guideRules(database));
      },
      whileReading: 'next',
    });
  }

  async start(refreshIntervalMs: number, changes: DataChangeAnnouncer): Promise<void> {
    await this.rules();
    this.memory.refreshEvery(refreshIntervalMs);
    await this.memory.refreshOnAnnouncement(changes, DATA_CHANGE_CHANNELS.guide);
  }

  stop(): Promise<void> {
    return this.memory.stop();
  }

  rules(): Promise<GuideRuleSet> {
    return this.memory.copy();
  }

  /** Re-reads the version, and the rules when it moved. */
  async refresh(): Promise<GuideRuleSet> {
    return (await this.memory.refresh()).copy;
  }
}
