// @ts-check
// The images docker-compose.yml builds, read from the resolved compose file (`docker-compose config`), as engine
// commands. test-containers.mjs builds them with the engine's own CLI rather than `docker-compose build`: through
// podman's Docker-compatible service each image rebuilt the whole shared build stage (its COPY steps never hit the
// cache), where the CLI builds that stage once and the other images take it from the cache.
import path from 'node:path';
import { parse } from 'yaml';

/**
 * @typedef {object} ImageBuild
 * @property {string} service
 * @property {string} image  the tag the compose file runs
 * @property {string[]} args the engine's `build` arguments
 */

/**
 * @param {string} resolvedConfig  the output of `docker-compose config` (paths absolute, variables substituted)
 * @returns {ImageBuild[]}
 */
export function imageBuilds(resolvedConfig) {
  /** @type {{services: Record<string, {image?: string, build?: {context: string, dockerfile?: string,
   *   target?: string, args?: Record<string, string>}}>}} */
  const config = parse(resolvedConfig);
  return Object.entries(config.services).flatMap(([service, { image, build }]) => {
    if (!build) return [];
    if (!image) throw new Error(`service ${service} builds an image but names none (image:)`);
    const args = ['build', '-t', image, '-f', path.resolve(build.context, build.dockerfile ?? 'Dockerfile')];
    if (build.target) args.push('--target', build.target);
    for (const [name, value] of Object.entries(build.args ?? {})) args.push('--build-arg', `${name}=${value}`);
    args.push(build.context);
    return [{ service, image, args }];
  });
}
