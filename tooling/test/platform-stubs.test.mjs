// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addPlatformStubs, platformOf } from '../lockfile/platform-stubs.mjs';

describe('platformOf', () => {
  it('reads os, cpu and libc from a platform package name', () => {
    assert.deepEqual(platformOf('@rspack/binding-darwin-arm64'), { os: ['darwin'], cpu: ['arm64'] });
    assert.deepEqual(platformOf('@rspack/binding-linux-x64-musl'), { os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    assert.deepEqual(platformOf('@unrs/resolver-binding-linux-arm-gnueabihf'), {
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    assert.deepEqual(platformOf('@rspack/binding-win32-ia32-msvc'), { os: ['win32'], cpu: ['ia32'] });
    assert.deepEqual(platformOf('@rspack/binding-wasm32-wasi'), { cpu: ['wasm32'] });
    assert.equal(platformOf('fsevents'), null);
  });
});

describe('addPlatformStubs', () => {
  it('records the missing platform builds of a package once, flagged optional, and leaves others alone', () => {
    /** @type {{packages: Record<string, any>}} */
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/@rspack/binding': {
          version: '2.3.2',
          peer: true,
          optionalDependencies: {
            '@rspack/binding-linux-x64-gnu': '2.3.2',
            '@rspack/binding-darwin-arm64': '2.3.2',
            fsevents: '2.3.3',
          },
        },
        'node_modules/@rspack/binding-linux-x64-gnu': { version: '2.3.2', os: ['linux'], cpu: ['x64'], optional: true },
      },
    };
    assert.deepEqual(addPlatformStubs(lock), ['@rspack/binding-darwin-arm64@2.3.2']);
    assert.deepEqual(lock.packages['node_modules/@rspack/binding-darwin-arm64'], {
      version: '2.3.2',
      os: ['darwin'],
      cpu: ['arm64'],
      peer: true,
      optional: true,
    });
    assert.equal(lock.packages['node_modules/fsevents'], undefined);
    assert.deepEqual(addPlatformStubs(lock), []);
  });
});
