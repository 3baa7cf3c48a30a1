// @ts-check
// docker-compose.yml's promises, read from the file: what `npm run test:containers` then proves by running it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { browserApps, repoRoot } from '../apps.mjs';
import { imageBuilds } from '../containers/image-builds.mjs';

/** @type {{services: Record<string, any>, volumes: Record<string, unknown>}} */
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
const { services } = compose;
const BROWSER_PORTS = ['3000', '3001', '3002', '3003', '3004', '3005', '4000', '4010', '9229', '9443'];

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, the API behind a balancer, the emulators, and the shell and each remote in a container of its own', () => {
    assert.deepEqual(
      Object.keys(services).sort(),
      ['api', 'balancer', 'db', 'emulators', ...browserApps.map((app) => app.dir)].sort(),
    );
    for (const app of browserApps) {
      assert.deepEqual(services[app.dir].build, { context: '.', target: 'web', args: { APP_DIR: app.dir } });
    }
  });

  it('gives every service a healthcheck, and starts each only once those it needs are healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.healthcheck?.test, `${name} has no healthcheck`);
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        assert.equal(condition, 'service_healthy', `${name} waits for ${needed} to be ${condition}`);
      }
    }
    assert.deepEqual(Object.keys(services.api.depends_on).sort(), ['db', 'emulators']);
    // podman's Docker-compatible service splits each argument at spaces: inline code (node -e "...") never runs.
    for (const [name, service] of Object.entries(services)) {
      for (const arg of service.healthcheck.test) assert.doesNotMatch(arg, /\s/, `${name}'s healthcheck: "${arg}"`);
    }
    assert.deepEqual(Object.keys(services.balancer.depends_on), ['api']);
    // Not an optional remote: its team ships it on its own, and the shell shows its pages' placeholders meanwhile.
    assert.deepEqual(
      Object.keys(services.shell.depends_on).sort(),
      ['balancer', ...browserApps.filter((app) => app.role === 'remote' && !app.optional).map((app) => app.dir)].sort(),
    );
  });

  it('runs the API as two replicas that only the balancer reaches, and sends the browser and the webhooks to it', () => {
    assert.equal(services.api.deploy.replicas, 2);
    assert.equal(services.api.ports, undefined);
    assert.deepEqual(services.balancer.ports, ['4000:4000']);
    assert.deepEqual(services.balancer.build, { context: '.', target: 'balancer' });
    assert.equal(services.api.environment.PLAID_WEBHOOK_URL, 'http://balancer:4000/plaid/webhook');
    // The balancer sets X-Forwarded-For to the caller's address: the one hop the replicas believe.
    assert.equal(services.api.environment.TRUST_PROXY, '1');
    const haproxy = fs.readFileSync(path.join(repoRoot, 'tooling/containers/balancer/haproxy.cfg'), 'utf8');
    assert.match(haproxy, /^\s*server-template api \S+ api:4000$/m, 'the replicas found by the service name');
    assert.match(haproxy, /^\s*option httpchk GET \/health$/m);
    assert.match(haproxy, /^\s*http-request set-header X-Forwarded-For %\[src\]$/m);
  });

  it('publishes only what a browser reaches, each on the same port inside and out; never the database', () => {
    const published = Object.values(services).flatMap((service) => service.ports ?? []);
    assert.deepEqual(published.map((mapping) => mapping.split(':')[0]).sort(), BROWSER_PORTS);
    for (const mapping of published) assert.match(mapping, /^(\d+):\1$/);
    assert.equal(services.db.ports, undefined);
  });

  it('keeps PostgreSQL and the emulators state in named volumes', () => {
    assert.deepEqual(services.db.volumes, ['db-data:/var/lib/postgresql/data']);
    assert.deepEqual(services.emulators.volumes, ['emulator-data:/data']);
    for (const volume of ['db-data', 'emulator-data']) assert.ok(volume in compose.volumes);
  });

  it("writes the shell's runtime config from its environment", () => {
    const { environment } = services.shell;
    assert.equal(environment.API_URL, 'http://localhost:4000');
    assert.equal(environment.REMOTE_AUTH_URL, 'http://localhost:3001/mf-manifest.json');
    assert.equal(environment.PLAID_LINK_SCRIPT_URL, 'http://localhost:4010/link-initialize.js');
  });
});

/** The Dockerfile's ENV settings by stage (the name after AS). */
function dockerfileEnvironments() {
  const text = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
  /** @type {Record<string, Record<string, string>>} */
  const stages = {};
  /** @type {Record<string, string>} */
  let current = {};
  for (const line of text.split('\n')) {
    const stage = /^FROM \S+ AS (\S+)$/.exec(line);
    if (stage) stages[/** @type {string} */ (stage[1])] = current = {};
    const env = /^ENV (.+)$/.exec(line);
    if (env) {
      for (const pair of /** @type {string} */ (env[1]).split(/\s+/)) {
        const [name, value] = pair.split('=');
        current[/** @type {string} */ (name)] = /** @type {string} */ (value);
      }
    }
  }
  return { text, stages };
}

describe('Dockerfile', () => {
  it("lets each image's servers take the published ports' traffic (0.0.0.0; outside a container: 127.0.0.1)", () => {
    const { stages } = dockerfileEnvironments();
    assert.equal(stages.api?.API_HOST, '0.0.0.0');
    assert.equal(stages.emulators?.IDENTITY_HOST, '0.0.0.0');
    assert.equal(stages.emulators?.PLAID_EMULATOR_HOST, '0.0.0.0');
    for (const app of browserApps) assert.equal(stages.web?.[app.hostVariable], '0.0.0.0', app.hostVariable);
  });

  it('keeps the state folder its user only, and ships no source map', () => {
    const { text } = dockerfileEnvironments();
    assert.match(text, /mkdir -m 700 \/data && chown node:node \/data/);
    assert.match(text, /COPY --from=build \/app\/\$\{APP_DIR\}\/dist \.\/dist/);
    assert.doesNotMatch(text, /sourcemaps/);
  });
});

describe('imageBuilds', () => {
  it("turns each service's build into the engine's build arguments, with its target and build arguments", () => {
    const builds = imageBuilds(
      [
        'services:',
        '  db: {image: postgres:15}',
        '  shell:',
        '    image: finance-tracker/shell',
        '    build: {context: /repo, target: web, args: {APP_DIR: shell}}',
      ].join('\n'),
    );
    assert.deepEqual(builds, [
      {
        service: 'shell',
        image: 'finance-tracker/shell',
        args: [
          'build',
          '-t',
          'finance-tracker/shell',
          '-f',
          '/repo/Dockerfile',
          '--target',
          'web',
          '--build-arg',
          'APP_DIR=shell',
          '/repo',
        ],
      },
    ]);
  });

  it('refuses a build with no image name, naming the service', () => {
    assert.throws(
      () => imageBuilds('services:\n  api: {build: {context: /repo}}'),
      /service api builds an image but names none/,
    );
  });
});
