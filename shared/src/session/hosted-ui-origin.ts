// The hosted sign-in's origin from the runtime config, set by configureSession; null until then.
let hostedUiOrigin: string | null = null;

/** The config's identity.domain carries no scheme: Amplify always reaches the hosted UI over https. */
export function setHostedUiDomain(domain: string): void {
  hostedUiOrigin = `https://${domain.replace(/\/+$/, '')}`;
}

export function getHostedUiOrigin(): string | null {
  return hostedUiOrigin;
}
