import { bus } from '../bus/event-bus';
import { NoIdTokenError } from './id-token';
import { IdentityServiceUnreachableError } from './identity-probe';
import { UserMetadataError } from './user-metadata';

/**
 * What a person is told when their session could not be read or sign-in could not start. Such a failure still
 * leaves them unauthenticated; these say why, without anything technical.
 */
export const SESSION_PROBLEMS = {
  apiUnreachable: "We couldn't reach Finance Tracker's servers. Check your connection and try again.",
  apiFailing: 'Finance Tracker is having trouble right now. Please try again in a moment.',
  identityUnreachable: "We couldn't reach the sign-in service. Please try again in a moment.",
} as const;

/**
 * The words for a failed session read, or null when the failure says nothing is wrong with a service (no session,
 * a revoked refresh token, a request the API refused). Amplify wraps its own fetch failures as NetworkError, so a
 * bare TypeError here is the API client's fetch failing to reach the API.
 */
export function sessionProblemOf(error: unknown): string | null {
  if (error instanceof NoIdTokenError) return null;
  if (error instanceof IdentityServiceUnreachableError) return SESSION_PROBLEMS.identityUnreachable;
  if (error instanceof Error && error.name === 'NetworkError') return SESSION_PROBLEMS.identityUnreachable;
  if (error instanceof TypeError) return SESSION_PROBLEMS.apiUnreachable;
  if (error instanceof UserMetadataError && error.status >= 500) return SESSION_PROBLEMS.apiFailing;
  return null;
}

/** Publishes the problem on the bus channel 'session', only when it changes, so nothing re-renders for nothing. */
export function publishSessionProblem(problem: string | null): void {
  if (bus.current('session').problem !== problem) bus.publish('session', { problem });
}
