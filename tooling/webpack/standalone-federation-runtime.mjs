// @ts-check
// A remote's own page has no shell: this file, built alone and loaded before the remote's scripts, provides what the
// shell would (see federation-runtime.mjs).
import { provideToRemotes } from './provide-federation-runtime.mjs';

provideToRemotes();
