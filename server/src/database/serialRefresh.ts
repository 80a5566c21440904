/**
 * A refresh of a memory copy that never runs twice at once. A call while one runs gets one more run after
 * it, shared by every call meanwhile: the change that caller knows of may have committed after the running
 * read began, and two reads at once could end in the wrong order, leaving the older one in memory.
 */
export class SerialRefresh<Result> {
  private running: Promise<Result> | undefined;
  private next: Promise<Result> | undefined;

  constructor(private readonly work: () => Promise<Result>) {}

  run(): Promise<Result> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    this.next = this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<Result> {
    const running = this.work();
    this.running = running;
    const settled = () => {
      if (this.running === running) this.running = undefined;
    };
    running.then(settled, settled);
    return running;
  }
}
