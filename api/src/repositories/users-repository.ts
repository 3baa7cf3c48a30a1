import crypto from 'node:crypto';
import type { Queryable } from '../db/database';

export interface UserRow {
  user_id: string;
  provider: string;
  provider_sub: string;
  email: string | null;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  profile_completed: boolean;
  accounts_linked: boolean;
  identity_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class UsersRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Serialises the person's writes until the transaction ends: a transaction-scoped advisory lock keyed by the person.
   * Row locks alone cannot: a rule's UPDATE does not see the rows a sync has stored but not committed, and a sync that
   * read the rules before the rule committed never applies it. Taken first in the transaction (before any row lock),
   * so two writers never wait on each other in opposite orders; PostgreSQL lets one transaction take it again.
   */
  async lockWrites(userId: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('person-writes'), hashtext($1))`, [userId]);
  }

  async findById(userId: string): Promise<UserRow | undefined> {
    // A preferred_username that is not a uuid cannot be one of ours; asking PostgreSQL would be a cast error.
    if (!UUID.test(userId)) return undefined;
    const rows = await this.db.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
    return rows[0];
  }

  async findByProviderSub(provider: string, sub: string): Promise<UserRow | undefined> {
    const rows = await this.db.query<UserRow>('SELECT * FROM users WHERE provider = $1 AND provider_sub = $2', [
      provider,
      sub,
    ]);
    return rows[0];
  }

  /**
   * One row per (provider, sub), however many first calls race: the unique constraint decides and every caller gets
   * the winner's row. Email and its verification follow the identity token.
   */
  async getOrCreate(input: {
    provider: string;
    sub: string;
    email: string | null;
    emailVerified: boolean;
    givenName: string | null;
    familyName: string | null;
  }): Promise<UserRow> {
    const rows = await this.db.query<UserRow>(
      `INSERT INTO users (user_id, provider, provider_sub, email, email_verified, given_name, family_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (provider, provider_sub) DO UPDATE
         SET email = EXCLUDED.email, email_verified = EXCLUDED.email_verified,
             updated_at = CASE WHEN users.email IS DISTINCT FROM EXCLUDED.email
                                 OR users.email_verified <> EXCLUDED.email_verified THEN now() ELSE users.updated_at END
       RETURNING *`,
      [
        crypto.randomUUID(),
        input.provider,
        input.sub,
        input.email,
        input.emailVerified,
        input.givenName,
        input.familyName,
      ],
    );
    return rows[0]!;
  }

  /**
   * Takes the right to set the person's attributes at the identity service: true for one caller at a time, at most
   * once a day (a lost attribute heals by the next day; a token that never carries it costs no more calls).
   */
  async claimIdentityUpdate(userId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE users SET identity_updated_at = now()
       WHERE user_id = $1 AND (identity_updated_at IS NULL OR identity_updated_at < now() - interval '1 day')
       RETURNING user_id`,
      [userId],
    );
    return rows.length === 1;
  }

  /** Gives the claim back after a failed update, so that the next call tries again. */
  async releaseIdentityUpdate(userId: string): Promise<void> {
    await this.db.query('UPDATE users SET identity_updated_at = NULL WHERE user_id = $1', [userId]);
  }

  async setAccountsLinked(userId: string, linked: boolean): Promise<UserRow> {
    const rows = await this.db.query<UserRow>(
      'UPDATE users SET accounts_linked = $2, updated_at = now() WHERE user_id = $1 RETURNING *',
      [userId, linked],
    );
    return rows[0]!;
  }

  async setProfile(userId: string, givenName: string, familyName: string, completed: boolean): Promise<UserRow> {
    const rows = await this.db.query<UserRow>(
      `UPDATE users SET given_name = $2, family_name = $3, profile_completed = $4, updated_at = now()
       WHERE user_id = $1 RETURNING *`,
      [userId, givenName, familyName, completed],
    );
    return rows[0]!;
  }
}
