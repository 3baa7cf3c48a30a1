import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * CORS for browser clients on any origin: the emulators serve local apps on ports that tests choose at random.
 * Preflight echoes the requested headers because Amplify and the plaid SDK send their own (x-amz-*, cache-control),
 * and is answered without Access-Control-Request-Method too (not strict), as Cognito's endpoints answer it.
 */
export const ANY_ORIGIN: FastifyCorsOptions = {
  origin: true,
  credentials: true,
  methods: ['GET', 'POST', 'OPTIONS'],
  exposedHeaders: ['x-amzn-requestid', 'x-amzn-errortype', 'x-amzn-errormessage', 'date'],
  maxAge: 600,
  strictPreflight: false,
};
