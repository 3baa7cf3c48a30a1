import http from 'node:http';
import { closeServer, listen, sendJson, toListener } from '../common/http';
import type { ResolvedOptions } from '../config';

export async function startPlaidService(options: ResolvedOptions) {
  let url = '';
  const server = http.createServer(toListener(() => url, (_req, res) => sendJson(res, 404, {})));
  url = `http://localhost:${await listen(server, options.plaidPort)}`;
  return { url, close: () => closeServer(server) };
}
