import crypto from 'node:crypto';

export interface AuthorizeRequest {
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
}

export interface AuthorizationCode extends AuthorizeRequest {
  username: string;
  authTime: number;
}

// Cognito's authorization codes live five minutes; pending sign-ins get the same.
const CODE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Sign-ins under way: authorize requests waiting for the account chooser, then the codes they end with. They are
 * short-lived, so memory is enough: a restart only costs an unfinished sign-in.
 */
export class SignInRequests {
  private readonly pending = new Map<string, AuthorizeRequest>();
  private readonly codes = new Map<string, AuthorizationCode>();

  /** Keeps an authorize request for the chooser; returns its id. */
  begin(request: Omit<AuthorizeRequest, 'expiresAt'>): string {
    this.sweep();
    const id = crypto.randomUUID();
    this.pending.set(id, { ...request, expiresAt: Date.now() + CODE_LIFETIME_MS });
    return id;
  }

  pendingRequest(id: string): AuthorizeRequest | undefined {
    const request = this.pending.get(id);
    return request && request.expiresAt >= Date.now() ? request : undefined;
  }

  /** Ends a pending request with the chosen account: its authorization code. */
  complete(id: string, request: AuthorizeRequest, username: string): string {
    this.pending.delete(id);
    const code = crypto.randomUUID();
    this.codes.set(code, {
      ...request,
      username,
      authTime: Math.floor(Date.now() / 1000),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    return code;
  }

  /** A code is single-use whatever the outcome, as OAuth asks: taking it deletes it. Expired ones are not given. */
  takeCode(code: string): AuthorizationCode | undefined {
    const found = this.codes.get(code);
    this.codes.delete(code);
    return found && found.expiresAt >= Date.now() ? found : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, item] of this.pending) if (item.expiresAt < now) this.pending.delete(id);
    for (const [id, item] of this.codes) if (item.expiresAt < now) this.codes.delete(id);
  }
}
