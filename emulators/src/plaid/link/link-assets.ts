import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const ASSETS = path.join(__dirname, 'assets');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

function asset(name: string): string {
  return fs.readFileSync(path.join(ASSETS, name), 'utf8');
}

/** The Link script a page loads, and the frame it opens (its page, script and style). */
export async function linkAssetRoutes(
  app: FastifyInstance,
  { emulatorUrl }: { emulatorUrl: () => string },
): Promise<void> {
  app.get('/link-initialize.js', (_request, reply) => {
    // The origin fallback matters only when the script is evaluated without document.currentScript.
    reply.type(CONTENT_TYPES['.js']!).send(asset('link-initialize.js').replace('__EMULATOR_ORIGIN__', emulatorUrl()));
  });
  app.get('/link/frame', (_request, reply) => {
    reply.type(CONTENT_TYPES['.html']!).send(asset('link-frame.html'));
  });
  for (const name of ['link-frame.js', 'link-frame.css']) {
    app.get(`/link/assets/${name}`, (_request, reply) => {
      reply.type(CONTENT_TYPES[path.extname(name)]!).send(asset(name));
    });
  }
}
