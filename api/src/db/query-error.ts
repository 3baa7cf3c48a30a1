/** SQLSTATE: five digits or capital letters (23505, 22P02). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A statement that failed, as the rest of the API (and its log) sees it: the SQLSTATE, the constraint it broke and a
 * name for the statement; never its parameters nor the server's message. Both can carry a person's words: PGlite's
 * error holds the parameters, and a message can quote a value (`invalid input syntax for type numeric: "…"`).
 */
export class QueryError extends Error {
  override readonly name = 'QueryError';

  constructor(
    readonly code: string,
    readonly statement: string,
    readonly constraint: string | undefined,
  ) {
    super(`${statement} failed with SQLSTATE ${code}${constraint ? ` (${constraint})` : ''}`);
  }
}

/** A statement's name for the log: its verb and the first table it names ("INSERT transactions"), from our SQL. */
export function statementName(sql: string): string {
  const verb = /\b(INSERT|UPDATE|DELETE|SELECT|CREATE|ALTER|DROP|LISTEN|NOTIFY)\b/i.exec(sql)?.[1]?.toUpperCase();
  const table = /\b(?:INTO|UPDATE|FROM|TABLE)\s+([a-z_][a-z0-9_.]*)/i.exec(sql)?.[1];
  return [verb ?? 'statement', table].filter(Boolean).join(' ');
}

/** A database's error as a QueryError; an error that is not the database's answer (a dropped connection) as it is. */
export function toQueryError(err: unknown, sql: string): unknown {
  const { code, constraint } = (err ?? {}) as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !SQLSTATE.test(code)) return err;
  return new QueryError(code, statementName(sql), typeof constraint === 'string' ? constraint : undefined);
}
