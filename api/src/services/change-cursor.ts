import type { ChangePosition } from '../repositories/transaction-changes-repository';

/** A cursor as the API hands it out: opaque to the client, naming the person and a place in their changes. */
interface CursorContent extends ChangePosition {
  userId: string;
}

const VERSION = 1;
const DIGITS = /^[0-9]{1,19}$/;

/** The cursor of a place in the person's changes. */
export function encodeCursor(userId: string, position: ChangePosition): string {
  return Buffer.from(JSON.stringify([VERSION, userId, position.seq, position.id])).toString('base64url');
}

/** The cursor of a whole copy read with the person's change number `seq`: every change up to it. */
export function setCursor(userId: string, seq: string): string {
  return encodeCursor(userId, { seq, id: null });
}

/** What a cursor names, or undefined when it is not one of ours (malformed, of another version). */
export function decodeCursor(cursor: string): CursorContent | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 4) return undefined;
    const [version, userId, seq, id] = value as unknown[];
    if (version !== VERSION || typeof userId !== 'string' || typeof seq !== 'string' || !DIGITS.test(seq)) {
      return undefined;
    }
    if (id !== null && (typeof id !== 'string' || !DIGITS.test(id))) return undefined;
    if (BigInt(seq) > 2n ** 63n - 1n || (id !== null && BigInt(id) > 2n ** 63n - 1n)) return undefined;
    return { userId, seq, id };
  } catch {
    return undefined;
  }
}
