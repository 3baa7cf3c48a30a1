import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenCipher } from './lib/token-cipher';
import type { BankProvider } from './services/bank-provider';
import type { IdentityAdmin } from './services/identity-admin';
import type { SyncService } from './services/sync-service';
import type { IdTokenClaims, TokenVerifier } from './services/token-verifier';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    cipher: TokenCipher;
    provider: BankProvider;
    identity: IdentityAdmin;
    tokenVerifier: TokenVerifier;
    syncService: SyncService;
  }
  interface FastifyRequest {
    /** The verified ID token's claims; null on public routes. */
    auth: IdTokenClaims | null;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (health, docs, provider webhook). */
    public?: boolean;
  }
}

/** Replaceable parts, for tests and the bench; each defaults to the real one built from config. */
export interface AppDeps {
  db?: Database;
  tokenVerifier?: TokenVerifier;
  identity?: IdentityAdmin;
  provider?: BankProvider;
}
