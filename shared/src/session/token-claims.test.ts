import { fakeJwt } from '../testing/session-fakes';
import { decodeTokenClaims, isTokenExpired } from './token-claims';

describe('decodeTokenClaims', () => {
  it('reads the payload, UTF-8 names included', () => {
    const jwt = fakeJwt({ sub: 's1', exp: 2000, given_name: 'José', family_name: 'Zoë', email_verified: 'true' });
    expect(decodeTokenClaims(jwt)).toEqual({
      sub: 's1',
      exp: 2000,
      given_name: 'José',
      family_name: 'Zoë',
      email_verified: 'true',
    });
  });

  it.each([
    ['not a JWT', 'not-a-jwt'],
    ['two parts', 'a.b'],
    ['a payload that is not JSON', `x.${btoa('{oops')}.y`],
    ['a payload that is not base64', 'x.%%%.y'],
    ['no exp', fakeJwt({ sub: 's1' })],
    ['exp not a number', fakeJwt({ sub: 's1', exp: '2000' })],
    ['no sub', fakeJwt({ exp: 2000 })],
    ['a JSON array payload', `x.${btoa('[1]')}.y`],
  ])('answers null for %s', (_what, jwt) => {
    expect(decodeTokenClaims(jwt)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const now = 1_700_000_000_000;

  it('judges expiry from exp, in seconds', () => {
    expect(isTokenExpired(fakeJwt({ sub: 's', exp: now / 1000 + 1 }), now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ sub: 's', exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: 's', exp: now / 1000 - 60 }), now)).toBe(true);
  });

  it('counts a token that cannot be read as expired', () => {
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: 's' }), now)).toBe(true);
  });
});
