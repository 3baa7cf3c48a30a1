import type { TokenClaims, ReceivedUserMetadata } from '../types/entities';
import { authenticatedState, buildSessionUser, toBoolean } from './session-user';

const claims: TokenClaims = {
  sub: 'sub-1',
  email: 'ana@example.com',
  email_verified: 'true',
  given_name: 'Token',
  family_name: 'Names',
  preferred_username: 'usr_claim',
  exp: 1,
};
const metadata: ReceivedUserMetadata = {
  needs_session_refresh: false,
  profile_completed: 'true',
  accounts_linked: 'true',
  user_id: 'usr_server',
  given_name: 'Server',
  family_name: 'Names',
};

describe('toBoolean', () => {
  it('accepts true and "true" only', () => {
    expect([true, 'true', false, 'false', undefined, null, 1, 'TRUE'].map(toBoolean)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('buildSessionUser', () => {
  it('takes user_id from preferred_username, the provider google, and names from the server once the profile is complete', () => {
    expect(buildSessionUser(claims, metadata)).toEqual({
      user_id: 'usr_claim',
      provider: 'google',
      attributes: {
        email: 'ana@example.com',
        email_verified: true,
        given_name: 'Server',
        family_name: 'Names',
        profile_completed: true,
        accounts_linked: true,
      },
    });
  });

  it("falls back to the server's user_id and takes names from the token before the profile is complete", () => {
    const user = buildSessionUser(
      { ...claims, preferred_username: undefined, email_verified: false },
      { ...metadata, profile_completed: false, accounts_linked: 'false' },
    );
    expect(user.user_id).toBe('usr_server');
    expect(user.attributes).toMatchObject({
      given_name: 'Token',
      family_name: 'Names',
      email_verified: false,
      profile_completed: false,
      accounts_linked: false,
    });
  });

  it('leaves missing names empty', () => {
    const user = buildSessionUser({ sub: 's', exp: 1 }, { ...metadata, profile_completed: false });
    expect(user.attributes).toMatchObject({ email: '', given_name: '', family_name: '' });
  });
});

describe('authenticatedState', () => {
  it('mirrors the profile and linking flags at the top of the state', () => {
    const user = buildSessionUser(claims, { ...metadata, accounts_linked: false });
    expect(authenticatedState(user)).toEqual({
      isAuthenticated: true,
      user,
      isLoading: false,
      isProfileComplete: true,
      accounts_linked: false,
    });
  });
});
