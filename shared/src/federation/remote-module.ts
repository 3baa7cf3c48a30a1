import type { ComponentType } from 'react';

/**
 * What every exposed module of a remote is: a page component as its default export.
 * The exposed modules' types are contracts declared here, since federation builds without dts.
 */
export interface RemotePageModule {
  default: ComponentType;
}

export function isRemotePageModule(value: unknown): value is RemotePageModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'default' in value &&
    (typeof value.default === 'function' || (typeof value.default === 'object' && value.default !== null))
  );
}
