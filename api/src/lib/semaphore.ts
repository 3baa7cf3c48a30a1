/** At most `size` holders at once; the others wait their turn, first come, first served. */
export class Semaphore {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  /** No turn is held, and none is waited for. */
  get idle(): boolean {
    return this.held === 0 && this.waiting.length === 0;
  }

  /** How many wait for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves once it is the caller's turn, to the function that ends it (once, however often it is called). */
  async acquire(): Promise<() => void> {
    if (this.held < this.size) this.held += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The turn passes on as it is: held stays the same.
      if (next) next();
      else this.held -= 1;
    };
  }
}
