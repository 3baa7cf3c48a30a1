// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withSystemDirectories } from '../containers/engine.mjs';

describe('withSystemDirectories', () => {
  it("adds sbin to a minimal PATH, where podman's network helper finds iptables", () => {
    assert.equal(withSystemDirectories('/usr/bin:/bin'), '/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin');
  });

  it('keeps a PATH that has them as it is, in its order', () => {
    const full = '/usr/sbin:/usr/local/sbin:/usr/bin:/sbin:/bin';
    assert.equal(withSystemDirectories(full), full);
  });

  it('gives the system directories when there is no PATH at all', () => {
    assert.equal(withSystemDirectories(undefined), '/usr/local/sbin:/usr/sbin:/sbin');
  });
});
