import { openLink } from './open-link';

describe('openLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens Link when there is a link token', () => {
    const open = jest.fn();
    expect(openLink('link-sandbox-1', open)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does nothing but warn in the console without a token', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = jest.fn();
    expect(openLink(null, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without a link token'));
  });
});
