// The deploy-time configuration the shell serves at /runtime-config.json: its shape and its check. Stateless, so that
// the shell's first script can check it too (as @finance/shared/startup), before the shared modules are negotiated.

export const REMOTE_NAMES = ['auth', 'accounts', 'transactions', 'placeholders', 'insights'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/**
 * The remotes a deployment may leave out: each one's pages replace placeholders, which show wherever it is absent
 * (its team has not shipped it yet) or cannot be loaded.
 */
export const OPTIONAL_REMOTES = ['insights'] as const satisfies readonly RemoteName[];
export type OptionalRemoteName = (typeof OPTIONAL_REMOTES)[number];

export interface IdentityConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Hosted sign-in domain, without scheme (Amplify always uses https). */
  domain: string;
  /** Cognito JSON API endpoint; null in production, where the SDK default is used. */
  userPoolEndpoint: string | null;
  scopes: string[];
  redirectSignIn: string;
  redirectSignOut: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  identity: IdentityConfig;
  /** Each remote's manifest URL (mf-manifest.json); an optional remote's only where it is deployed. */
  remotes: Record<Exclude<RemoteName, OptionalRemoteName>, string> & Partial<Record<OptionalRemoteName, string>>;
  /** The local bank-linking emulator's Link script; null in production. */
  plaidLinkScriptUrl: string | null;
}

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuntimeConfigError(`Runtime config: ${where}${key} must be a non-empty string`);
  }
  return value;
}

function requireUrl(source: Record<string, unknown>, key: string, where: string): string {
  const value = requireString(source, key, where);
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw new RuntimeConfigError(`Runtime config: ${where}${key} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function optionalUrl(source: Record<string, unknown>, key: string, where: string): string | null {
  return source[key] === null || source[key] === undefined ? null : requireUrl(source, key, where);
}

/** Checks the shape of a runtime config document; throws RuntimeConfigError naming the bad field. */
export function parseRuntimeConfig(document: unknown): RuntimeConfig {
  if (!isRecord(document)) throw new RuntimeConfigError('Runtime config: the document must be a JSON object');
  const { identity, remotes } = document;
  if (!isRecord(identity)) throw new RuntimeConfigError('Runtime config: identity must be an object');
  if (!isRecord(remotes)) throw new RuntimeConfigError('Runtime config: remotes must be an object');
  const scopes = identity.scopes;
  if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
    throw new RuntimeConfigError('Runtime config: identity.scopes must be a list of strings');
  }
  const remoteEntries = Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const optional = (OPTIONAL_REMOTES as readonly RemoteName[]).includes(name);
      const entry = optional ? optionalUrl(remotes, name, 'remotes.') : requireUrl(remotes, name, 'remotes.');
      return entry === null ? [] : [[name, entry]];
    }),
  ) as RuntimeConfig['remotes'];
  return {
    apiUrl: requireUrl(document, 'apiUrl', ''),
    identity: {
      region: requireString(identity, 'region', 'identity.'),
      userPoolId: requireString(identity, 'userPoolId', 'identity.'),
      userPoolClientId: requireString(identity, 'userPoolClientId', 'identity.'),
      domain: requireString(identity, 'domain', 'identity.'),
      userPoolEndpoint: optionalUrl(identity, 'userPoolEndpoint', 'identity.'),
      scopes,
      redirectSignIn: requireUrl(identity, 'redirectSignIn', 'identity.'),
      redirectSignOut: requireUrl(identity, 'redirectSignOut', 'identity.'),
    },
    remotes: remoteEntries,
    plaidLinkScriptUrl: optionalUrl(document, 'plaidLinkScriptUrl', ''),
  };
}
