import crypto from 'node:crypto';
import path from 'node:path';
import { JsonStore } from '../common/json-store';
import { sha256 } from '../common/hash';

export interface User {
  /** `google_<google id>`, as Cognito names federated users. */
  username: string;
  sub: string;
  googleId: string;
  /** Cognito attributes as strings, the way AdminGetUser returns them (email_verified is "true"). */
  attributes: Record<string, string>;
  createdAt: number;
  updatedAt: number;
}

export interface RefreshTokenRecord {
  username: string;
  clientId: string;
  scope: string;
  originJti: string;
  authTime: number;
  createdAt: number;
  revoked: boolean;
}

interface IdentityState {
  users: Record<string, User>;
  /** Keyed by the SHA-256 of the token: the file never holds a usable refresh token. */
  refreshTokens: Record<string, RefreshTokenRecord>;
  /** origin_jti values whose tokens were revoked (RevokeToken, GlobalSignOut). */
  revokedOrigins: string[];
}

export interface NewUserProfile {
  email: string;
  givenName: string;
  familyName: string;
}

/** A stable Google account number per email, so signing in again with the same email finds the same user. */
export function googleIdFor(email: string): string {
  const digits = BigInt(`0x${sha256(email.trim().toLowerCase()).slice(0, 24)}`)
    .toString()
    .padStart(21, '0');
  return `1${digits.slice(0, 20)}`;
}

export class IdentityStore {
  private readonly store: JsonStore<IdentityState>;

  constructor(dir: string) {
    this.store = new JsonStore<IdentityState>(path.join(dir, 'identity.json'), () => ({
      users: {},
      refreshTokens: {},
      revokedOrigins: [],
    }));
  }

  listUsers(): User[] {
    return Object.values(this.store.data.users).sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** Finds a user by username or by sub; Cognito's admin APIs accept either. */
  findUser(usernameOrSub: string): User | undefined {
    const users = this.store.data.users;
    return users[usernameOrSub] ?? Object.values(users).find((user) => user.sub === usernameOrSub);
  }

  /** Google sign-in: the first time creates the user; later times refresh the names and email from "Google". */
  upsertGoogleUser(profile: NewUserProfile): User {
    const email = profile.email.trim().toLowerCase();
    const googleId = googleIdFor(email);
    const username = `google_${googleId}`;
    const now = Date.now();
    const existing = this.store.data.users[username];
    const user: User = existing ?? {
      username,
      sub: crypto.randomUUID(),
      googleId,
      attributes: {},
      createdAt: now,
      updatedAt: now,
    };
    user.attributes = {
      ...user.attributes,
      email,
      email_verified: 'true',
      given_name: profile.givenName.trim(),
      family_name: profile.familyName.trim(),
    };
    user.updatedAt = now;
    this.store.data.users[username] = user;
    this.store.save();
    return user;
  }

  updateAttributes(user: User, attributes: Array<{ Name: string; Value: string }>): void {
    for (const { Name, Value } of attributes) user.attributes[Name] = Value;
    user.updatedAt = Date.now();
    this.store.save();
  }

  addRefreshToken(record: Omit<RefreshTokenRecord, 'createdAt' | 'revoked'>): string {
    // Cognito's refresh tokens are opaque (encrypted JWTs); clients only store and send them back.
    const token = crypto.randomBytes(96).toString('base64url');
    this.store.data.refreshTokens[sha256(token)] = { ...record, createdAt: Date.now(), revoked: false };
    this.store.save();
    return token;
  }

  findRefreshToken(token: string): RefreshTokenRecord | undefined {
    return this.store.data.refreshTokens[sha256(token)];
  }

  revokeRefreshToken(record: RefreshTokenRecord): void {
    record.revoked = true;
    if (!this.store.data.revokedOrigins.includes(record.originJti))
      this.store.data.revokedOrigins.push(record.originJti);
    this.store.save();
  }

  /** GlobalSignOut: every refresh token of the user stops working, and so do the tokens they issued. */
  revokeAllFor(username: string): void {
    for (const record of Object.values(this.store.data.refreshTokens)) {
      if (record.username === username && !record.revoked) {
        record.revoked = true;
        this.store.data.revokedOrigins.push(record.originJti);
      }
    }
    this.store.save();
  }

  isOriginRevoked(originJti: string): boolean {
    return this.store.data.revokedOrigins.includes(originJti);
  }
}
