// The API host from the runtime config, set by configureSession before any call.
let apiBaseUrl: string | null = null;

export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  if (apiBaseUrl === null) throw new Error('API client used before configureSession(config)');
  return apiBaseUrl;
}
