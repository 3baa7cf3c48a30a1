/* The browser side of the session's emulator test: the real aws-amplify, configured by configureSession from a
   runtime config, exactly as the shell does at start. */
import { fetchAuthSession } from 'aws-amplify/auth';
import { apiRequest } from '../api/api-client';
import { bus } from '../bus/event-bus';
import type { RuntimeConfig } from '../config/runtime-config';
import { configureSession } from '../session/configure-session';
import { session } from '../session/session';

const config = (window as unknown as { __RUNTIME_CONFIG__: RuntimeConfig }).__RUNTIME_CONFIG__;
configureSession(config);

(window as unknown as { testApi: unknown }).testApi = {
  session,
  authState: () => bus.current('auth'),
  apiRequest: (path: string) => apiRequest<unknown>(path),
  /** The claims of the ID token Amplify holds now (never the token itself). */
  idClaims: async () => (await fetchAuthSession()).tokens?.idToken?.payload ?? null,
};
