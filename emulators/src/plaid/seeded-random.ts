import crypto from 'node:crypto';

// mulberry32's state moves by this much a draw, whatever it draws: the state after n draws is known without them.
const STEP = 0x6d2b79f5;

/**
 * A small deterministic PRNG (mulberry32): the same seed string always gives the same data, and `skip` jumps to any
 * draw of the sequence at once.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: string) {
    this.state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  }

  /** Moves on as `draws` calls of next() would (32-bit wrapping, as next() adds). */
  skip(draws: number): this {
    this.state = (this.state + Math.imul(draws, STEP)) | 0;
    return this;
  }

  next(): number {
    this.state = (this.state + STEP) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A money amount between min and max, with cents. */
  amount(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Plaid-looking identifier (37 alphanumerics) derived from its parts, so regenerating data gives the same ids. */
export function stableId(...parts: Array<string | number>): string {
  const bytes = crypto.createHash('sha512').update(parts.join('|')).digest();
  let id = '';
  for (let i = 0; i < 37; i += 1) id += ALPHABET[(bytes[i] as number) % ALPHABET.length];
  return id;
}
