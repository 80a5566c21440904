import { hsClassifierFrom, type HsClassifier, type HsFusedConfidence, type HsModelData } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { DATA_CHANGE_CHANNELS, type DataChangeAnnouncer } from '../database/dataChangeChannels.js';
import { VersionedMemoryCopy } from '../database/versionedMemoryCopy.js';
import { hsModelFromBytes, readShippedHsModel } from './hsFinderData.js';
import { latestHsModelHead, storedHsModelBytes } from './hsModelStore.js';

/** The model that answers, and its name (the answer says which model answered). */
export interface LoadedHsModel {
  readonly classifier: HsClassifier;
  readonly version: string;
  /** The probability of its fused answers (fitted by its build; the default for a model built before). */
  readonly fusedConfidence: HsFusedConfidence | undefined;
  /** The stored build's id; undefined for the shipped model. */
  readonly storedId: string | undefined;
}

/**
 * The HS code finder's model served from memory, like the traders' guide's rules: the newest build stored in
 * the database (made by an import of the tariff or of a history), else the model the portal ships. Each
 * instance loads a newer build when the database announces it (or finds it at its check every refresh
 * interval) while the old one goes on answering.
 */
export class HsModelCache {
  private readonly memory: VersionedMemoryCopy<LoadedHsModel>;

  constructor(private readonly database: SqlExecutor) {
    this.memory = new VersionedMemoryCopy({
      version: async () => (await latestHsModelHead(database))?.id,
      versionOf: (model) => model.storedId,
      read: () => this.load(),
      whileReading: 'previous',
    });
  }

  /**
   * Keeps the model fresh once it is loaded. It loads at the finder's first request, not at start: decoding
   * and indexing it take about 3 s of CPU and 106 MiB, which a portal whose screen asks another backend
   * (HS_FINDER_URL) never needs, and every restart would pay. That first request waits for it.
   */
  async start(refreshIntervalMs: number, changes: DataChangeAnnouncer): Promise<void> {
    this.memory.refreshEvery(refreshIntervalMs);
    await this.memory.refreshOnAnnouncement(changes, DATA_CHANGE_CHANNELS.hsModel);
  }

  stop(): Promise<void> {
    return this.memory.stop();
  }

  model(): Promise<LoadedHsModel> {
    return this.memory.copy();
  }

  /** Loads the newest stored build when it is not the one serving; the one serving answers meanwhile. */
  async refresh(): Promise<LoadedHsModel> {
    return (await this.memory.refresh()).copy;
  }

  private async load(): Promise<LoadedHsModel> {
    const head = await latestHsModelHead(this.database);
    if (head) {
      const data = hsModelFromBytes(await storedHsModelBytes(this.database, head.id));
      return { ...loadedHsModel(data), storedId: head.id };
    }
    return shippedHsModel();
  }
}

let shippedModel: Promise<LoadedHsModel> | undefined;

/**
 * The model the portal ships, indexed once per process: it cannot change while the process runs, and each app
 * built in one process (the in-process tests build dozens) would otherwise spend a second indexing it again.
 */
function shippedHsModel(): Promise<LoadedHsModel> {
  shippedModel ??= readShippedHsModel().then(
    (data) => ({ ...loadedHsModel(data), storedId: undefined }),
    (error: unknown) => {
      shippedModel = undefined;
      throw error;
    },
  );
  return shippedModel;
}

function loadedHsModel(data: HsModelData): Omit<LoadedHsModel, 'storedId'> {
  return {
    classifier: hsClassifierFrom(data),
    version: data.version,
    fusedConfidence: data.parameters.fusedConfidence,
  };
}
