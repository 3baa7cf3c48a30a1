import { apiRequest, ApiError } from '../api/api-client';
import type { TokenClaims, ReceivedUserMetadata } from '../types/entities';
import { toBoolean } from './session-user';

const METADATA_PATH = '/user/metadata';

/** A metadata call the API answered with an error status: "<what failed>: <status text>", with the status kept. */
export class UserMetadataError extends Error {
  override readonly name = 'UserMetadataError';
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** A call the API refused reads "<what failed>: <status text>"; other errors pass unchanged. */
async function metadataCall<T>(body: Record<string, unknown>, failure: string): Promise<T> {
  try {
    return await apiRequest<T>(METADATA_PATH, { method: 'POST', body });
  } catch (error) {
    // The status stays on the error so that a failing server can be told apart from a refused request.
    if (error instanceof ApiError) throw new UserMetadataError(`${failure}: ${error.statusText}`, error.status);
    throw error;
  }
}

/** Creates the user on first sign-in; answers the user's metadata (profile and linking flags, user_id). */
export function getOrCreateUserMetadata(claims: TokenClaims): Promise<ReceivedUserMetadata> {
  return metadataCall<ReceivedUserMetadata>(
    {
      operation: 'get_or_create',
      provider: 'google',
      provider_sub: claims.sub,
      email: claims.email,
      email_verified: toBoolean(claims.email_verified),
    },
    'Failed to get user metadata',
  );
}

export async function updateAccountsLinkedMetadata(userId: string, accountsLinked: boolean): Promise<void> {
  await metadataCall({ operation: 'update', user_id: userId, accounts_linked: accountsLinked }, 'Failed to update accounts_linked');
}

export async function updateProfileMetadata(
  userId: string,
  names: { given_name: string; family_name: string },
): Promise<void> {
  await metadataCall(
    { operation: 'update', user_id: userId, given_name: names.given_name, family_name: names.family_name, profile_completed: true },
    'Failed to update profile status',
  );
}
