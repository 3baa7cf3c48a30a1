import type { TestContext, TestUser } from './context';

/** The data of the person's `corrections` events, oldest first: what their other open tabs are told. */
export async function correctionEvents(ctx: TestContext, user: TestUser): Promise<unknown[]> {
  const rows = await ctx.db.query<{ data: unknown }>(
    `SELECT data FROM user_events WHERE user_id = $1 AND type = 'corrections' ORDER BY seq`,
    [user.userId],
  );
  return rows.map((r) => r.data);
}
