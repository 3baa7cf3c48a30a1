import type { PlaidError as PlaidErrorBody, PlaidErrorType } from 'plaid';
import type { Wire } from '../common/wire';

/** An error in Plaid's format; the service turns it into the JSON body with a request_id. */
export class PlaidError extends Error {
  constructor(
    readonly errorType: Wire<PlaidErrorType>,
    readonly errorCode: string,
    message: string,
    readonly status = 400,
    readonly displayMessage: string | null = null,
  ) {
    super(message);
  }

  body(requestId: string): Wire<PlaidErrorBody> {
    return {
      display_message: this.displayMessage,
      documentation_url: `https://plaid.com/docs/errors/${this.errorType.toLowerCase().replace(/_/g, '-')}/#${this.errorCode.toLowerCase()}`,
      error_code: this.errorCode,
      error_code_reason: null,
      error_message: this.message,
      error_type: this.errorType,
      request_id: requestId,
      suggested_action: null,
    };
  }
}

export const errors = {
  invalidApiKeys: () => new PlaidError('INVALID_INPUT', 'INVALID_API_KEYS', 'invalid client_id or secret provided'),
  missingFields: (fields: string[]) =>
    new PlaidError(
      'INVALID_REQUEST',
      'MISSING_FIELDS',
      `the following required fields are missing: ${fields.join(', ')}`,
    ),
  invalidField: (message: string) => new PlaidError('INVALID_REQUEST', 'INVALID_FIELD', message),
  invalidBody: () => new PlaidError('INVALID_REQUEST', 'INVALID_BODY', 'body could not be parsed as JSON'),
  notFound: () => new PlaidError('INVALID_REQUEST', 'NOT_FOUND', 'not found', 404),
  invalidPublicToken: () =>
    new PlaidError(
      'INVALID_INPUT',
      'INVALID_PUBLIC_TOKEN',
      'provided public token is expired or has already been exchanged',
    ),
  invalidAccessToken: () =>
    new PlaidError(
      'INVALID_INPUT',
      'INVALID_ACCESS_TOKEN',
      'provided access token is invalid, or its item was removed',
    ),
  invalidLinkToken: () =>
    new PlaidError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'provided link token is invalid or expired'),
  invalidInstitution: () => new PlaidError('INVALID_INPUT', 'INVALID_INSTITUTION', 'invalid institution_id provided'),
  itemLoginRequired: () =>
    new PlaidError(
      'ITEM_ERROR',
      'ITEM_LOGIN_REQUIRED',
      "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
      400,
      "We're having trouble connecting to your bank. Please sign in again.",
    ),
  invalidCredentials: () =>
    new PlaidError(
      'ITEM_ERROR',
      'INVALID_CREDENTIALS',
      'the provided credentials were not correct',
      400,
      'The credentials you provided were incorrect. Check that your credentials are the same that you use for this institution',
    ),
  mutationDuringPagination: () =>
    new PlaidError(
      'TRANSACTIONS_ERROR',
      'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
    ),
};
