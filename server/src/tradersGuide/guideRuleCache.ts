import { GuideRuleIndex, type GuideRule } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { guideRules, guideVersion } from './guideRuleStore.js';

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
 * every instance notices within one refresh interval; the instance that made a change calls `refresh` to
 * see it at once.
 */
export class GuideRuleCache {
  private current: Promise<GuideRuleSet> | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(private readonly database: SqlExecutor) {}

  async start(refreshIntervalMs: number): Promise<void> {
    await this.rules();
    this.refreshTimer = setInterval(() => {
      this.refresh().catch(() => {
        // A failed check keeps the current rules; /health reports the database itself.
      });
    }, refreshIntervalMs);
    this.refreshTimer.unref();
  }

  stop(): void {
    clearInterval(this.refreshTimer);
  }

  rules(): Promise<GuideRuleSet> {
    if (!this.current) {
      const loading = this.load();
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
      this.current = loading;
    }
    return this.current;
  }

  /** Re-reads the version, and the rules when it moved. */
  async refresh(): Promise<GuideRuleSet> {
    const version = await guideVersion(this.database);
    const current = await this.rules().catch(() => undefined);
    if (current?.version === version) return current;
    const loading = this.load();
    this.current = loading;
    return loading;
  }

  private async load(): Promise<GuideRuleSet> {
    // The version first: a change landing between the two reads is seen again at the next refresh.
    const version = await guideVersion(this.database);
    return new GuideRuleSet(version, await guideRules(this.database));
  }
}
