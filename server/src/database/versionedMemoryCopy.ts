import type { DataChangeChannel, DataChangeAnnouncer } from './dataChangeChannels.js';
import { SerialRefresh } from './serialRefresh.js';

/**
 * What an instance serves from memory of what the database holds (published content, the traders' guide's
 * rules, the HS code finder's model): read once, and read again when a version in the database moves. The
 * database announces each move (migration 0011), which every instance hears within milliseconds; each also
 * checks the version every refresh interval, should an announcement be lost. The instance that made a change
 * calls `refresh` to see it at once. A failed read is not kept: the next use reads again.
 */
export class VersionedMemoryCopy<Value> {
  private current: Promise<Value> | undefined;
  private refreshTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly refreshes = new SerialRefresh(() => this.readIfMoved());

  constructor(
    private readonly source: {
      /** The version the database holds now. */
      version(): Promise<string | undefined>;
      /** The version a copy was read at. */
      versionOf(copy: Value): string | undefined;
      /** Reads a copy, its version first: a change landing meanwhile is seen at the next refresh. */
      read(): Promise<Value>;
      /**
       * While a newer copy is read, `previous` answers with the one in memory (a read of seconds, the HS
       * model); `next` makes callers wait for the newer one (a read of milliseconds).
       */
      whileReading: 'previous' | 'next';
      /** Told of each newer copy read, whichever way the change was found. */
      changed?(copy: Value): void;
    },
  ) {}

  copy(): Promise<Value> {
    this.current ??= this.read();
    return this.current;
  }

  /** Re-reads the version, and the copy when it moved; `changed` says whether it did. */
  refresh(): Promise<{ copy: Value; changed: boolean }> {
    return this.refreshes.run();
  }

  private async readIfMoved(): Promise<{ copy: Value; changed: boolean }> {
    const version = await this.source.version();
    const current = await this.copy().catch(() => undefined);
    if (current !== undefined && this.source.versionOf(current) === version)
      return { copy: current, changed: false };
    const reading = this.read();
    if (this.source.whileReading === 'next') this.current = reading;
    const copy = await reading;
    this.current = Promise.resolve(copy);
    this.source.changed?.(copy);
    return { copy, changed: true };
  }

  private read(): Promise<Value> {
    const reading = this.source.read();
    reading.catch(() => {
      if (this.current === reading) this.current = undefined;
    });
    return reading;
  }

  /**
   * Checks the version every interval, once a copy has been asked for (one nobody uses is not read just to
   * keep it fresh); a failed check keeps the copy (/health reports the database).
   */
  refreshEvery(intervalMs: number): void {
    this.refreshTimer = setInterval(() => this.refreshIfHeld(), intervalMs);
    this.refreshTimer.unref();
  }

  /** Checks the version at each announcement on `channel`, once a copy has been asked for. */
  async refreshOnAnnouncement(changes: DataChangeAnnouncer, channel: DataChangeChannel): Promise<void> {
    this.stopListening = await changes.listen(channel, () => this.refreshIfHeld());
  }

  private refreshIfHeld(): void {
    if (this.current) this.refresh().catch(() => {});
  }

  async stop(): Promise<void> {
    clearInterval(this.refreshTimer);
    await this.stopListening?.();
  }
}
