/**
 * Decision 105: what the search thread sends back, gathered. A message between threads costs both far more than
 * its size (decision 103), so the answers made in one turn of the event loop go in one message — but the first of
 * them never waits longer than `waitMs` for the others: once it has, the message goes at once with what is ready.
 * Answered whole before the first answer went out, a batch of fifty questions kept the request thread idle while
 * the search thread worked, then the search thread idle while the request thread wrote: they took turns instead
 * of working at once.
 */
export class Outbox<T> {
  private items: T[] = [];
  private firstAt = 0;
  private scheduled = false;

  constructor(
    private readonly send: (items: T[]) => void,
    private readonly waitMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly nextTurn: (run: () => void) => void = (run) => setImmediate(run),
  ) {}

  /** Adds items (an answer's id and text) to the next message. */
  push(...items: T[]): void {
    if (!this.items.length) this.firstAt = this.now();
    this.items.push(...items);
    if (this.now() - this.firstAt >= this.waitMs) return this.flush();
    if (this.scheduled) return;
    this.scheduled = true;
    this.nextTurn(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Sends what is gathered, if anything. */
  flush(): void {
    if (!this.items.length) return;
    const items = this.items;
    this.items = [];
    this.send(items);
  }
}
