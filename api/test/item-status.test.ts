import { expiryMessage, itemHealthOf } from '../src/domain/item-health';

describe('itemHealthOf: the one mapping from a provider error to an item status', () => {
  it.each([
    ['ITEM_LOGIN_REQUIRED', 'login_required'],
    ['PENDING_EXPIRATION', 'pending_expiration'],
    ['PENDING_DISCONNECT', 'pending_expiration'],
    ['INSTITUTION_DOWN', 'error'],
    ['PROVIDER_UNREACHABLE', 'error'],
  ])('%s -> %s, with the code and message kept', (errorCode, status) => {
    expect(itemHealthOf({ errorCode, message: 'what the provider said' })).toEqual({
      status,
      errorCode,
      errorMessage: 'what the provider said',
    });
  });

  it('words an expiry with its date when the provider gave one', () => {
    expect(expiryMessage('First Platypus Bank', '2026-12-01T00:00:00Z')).toBe(
      'Access to First Platypus Bank expires soon (2026-12-01T00:00:00Z): reconnect it to keep it up to date',
    );
    expect(expiryMessage('First Platypus Bank', null)).toBe(
      'Access to First Platypus Bank expires soon: reconnect it to keep it up to date',
    );
  });
});
