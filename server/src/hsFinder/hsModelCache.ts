import { hsClassifierFrom, type HsClassifier } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { hsModelFromBytes, readShippedHsModel } from './hsFinderData.js';
import { latestHsModelHead, storedHsModelBytes } from './hsModelStore.js';

/** The model that answers, and its name (the answer says which model answered). */
export interface LoadedHsModel {
  readonly classifier: HsClassifier;
  readonly version: string;
  /** The stored build's id; undefined for the shipped model. */
  readonly storedId: string | undefined;
}

/**
 * The HS code finder's model served from memory, like the traders' guide's rules: the newest build stored in
 * the database (made by an import of the tariff or of a history), else the model the portal ships. Each
 * instance checks for a newer build every refresh interval and loads it while the old one goes on answering.
 */
export class HsModelCache {
  private current: Promise<LoadedHsModel> | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(private readonly database: SqlExecutor) {}

  /**
   * Begins loading the model without waiting for it: decoding and indexing take seconds, and the portal
   * answers everything else (and /health) meanwhile; the finder's first request waits for it.
   */
  start(refreshIntervalMs: number): void {
    this.model().catch(() => {
      // Not kept: the first request loads it again and its failure is logged there.
    });
    this.refreshTimer = setInterval(() => {
      this.refresh().catch(() => {
        // A failed check keeps the current model; /health reports the database itself.
      });
    }, refreshIntervalMs);
    this.refreshTimer.unref();
  }

  stop(): void {
    clearInterval(this.refreshTimer);
  }

  model(): Promise<LoadedHsModel> {
    if (!this.current) {
      const loading = this.load();
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
      this.current = loading;
    }
    return this.current;
  }

  /** Loads the newest stored build when it is not the one serving; the one serving answers meanwhile. */
  async refresh(): Promise<LoadedHsModel> {
    const head = await latestHsModelHead(this.database);
    const serving = await this.model().catch(() => undefined);
    if (serving && serving.storedId === head?.id) return serving;
    const loaded = await this.load();
    this.current = Promise.resolve(loaded);
    return loaded;
  }

  private async load(): Promise<LoadedHsModel> {
    const head = await latestHsModelHead(this.database);
    if (head) {
      const data = hsModelFromBytes(await storedHsModelBytes(this.database, head.id));
      return { classifier: hsClassifierFrom(data), version: data.version, storedId: head.id };
    }
    const data = await readShippedHsModel();
    return { classifier: hsClassifierFrom(data), version: data.version, storedId: undefined };
  }
}
