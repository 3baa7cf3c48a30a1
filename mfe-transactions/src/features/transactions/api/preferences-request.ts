import { apiRequest, NoIdTokenError, type ApiRequestOptions } from '@finance/shared';
import type { PreferencesResponse } from '@finance/shared/contracts';

/** The text of a preferences call made with no ID token to send. */
export const NO_ID_TOKEN_FOUND = 'No ID token found.';

/** One call to /api/user-preferences; with no token to send, it fails with the preferences calls' own text. */
export async function preferencesRequest(options: ApiRequestOptions = {}): Promise<PreferencesResponse> {
  try {
    return await apiRequest<PreferencesResponse>('/api/user-preferences', options);
  } catch (error) {
    if (error instanceof NoIdTokenError) throw new Error(NO_ID_TOKEN_FOUND, { cause: error });
    throw error;
  }
}
