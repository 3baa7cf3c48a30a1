import type { Queryable } from '../../src/db/database';

/**
 * A Queryable that plans a repository's statements instead of running them: each statement `explain` picks (every
 * one by default) is run under EXPLAIN on `db`, its plan's text pushed to `plans`, and `answer` returned in place of
 * its rows; any other statement runs on `db` as it is (a planner setting, say).
 */
export function explaining(
  db: Queryable,
  plans: string[],
  { explain = () => true, answer = [] }: { explain?: (sql: string) => boolean; answer?: unknown[] } = {},
): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      if (!explain(sql)) return db.query<T>(sql, params);
      const rows = await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      return answer as T[];
    },
  };
}
