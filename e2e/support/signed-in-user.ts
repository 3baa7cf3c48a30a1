import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GoogleAccount } from '../page-models/hosted-sign-in-page';

const authDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.auth');
fs.mkdirSync(authDir, { recursive: true });

/** Where the setup project leaves the signed-in person's browser storage, and who they are. */
export const SIGNED_IN_STATE = path.join(authDir, 'signed-in.json');
export const SIGNED_IN_USER = path.join(authDir, 'signed-in-user.json');

export function signedInAccount(): GoogleAccount {
  return JSON.parse(fs.readFileSync(SIGNED_IN_USER, 'utf8')) as GoogleAccount;
}
