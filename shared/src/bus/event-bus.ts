import { BehaviorSubject, type Observable, distinctUntilChanged } from 'rxjs';
import type { AuthState, SyncStatus } from '../types/entities';

/**
 * Why the session could not be read, in words for the person (the API or the identity service unreachable or
 * failing); null when there is nothing to say, being signed out included. It is a channel of its own so that AuthState
 * keeps exactly its five fields (isAuthenticated, user, isLoading, isProfileComplete, accounts_linked).
 */
export interface SessionStatus {
  problem: string | null;
}

/** Every channel of the bus and the type of value it carries. */
export interface BusChannels {
  auth: AuthState;
  sync: SyncStatus;
  session: SessionStatus;
}

export type BusChannel = keyof BusChannels;

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  isLoading: true,
  isProfileComplete: false,
  accounts_linked: false,
};

export const initialSyncStatus: SyncStatus = { lastSync: null, isSyncing: false, syncError: null };

export const initialSessionStatus: SessionStatus = { problem: null };

function initialValues(): BusChannels {
  return { auth: initialAuthState, sync: initialSyncStatus, session: initialSessionStatus };
}

/**
 * A typed bus over RxJS: each channel keeps its latest value, so an app that mounts late
 * (a remote loaded on navigation) sees the current state at once.
 */
export class EventBus {
  /** Distinguishes one bus module instance from another: every app must see the same one. */
  readonly instanceId: string;
  private readonly subjects: { [K in BusChannel]: BehaviorSubject<BusChannels[K]> };

  constructor(instanceId: string = createInstanceId()) {
    this.instanceId = instanceId;
    const values = initialValues();
    this.subjects = {
      auth: new BehaviorSubject(values.auth),
      sync: new BehaviorSubject(values.sync),
      session: new BehaviorSubject(values.session),
    };
  }

  publish<K extends BusChannel>(channel: K, value: BusChannels[K]): void {
    this.subjects[channel].next(value);
  }

  current<K extends BusChannel>(channel: K): BusChannels[K] {
    return this.subjects[channel].getValue();
  }

  select<K extends BusChannel>(channel: K): Observable<BusChannels[K]> {
    return (this.subjects[channel] as BehaviorSubject<BusChannels[K]>).asObservable().pipe(distinctUntilChanged());
  }

  /** Back to the initial values, as on sign-out. */
  reset(): void {
    const values = initialValues();
    this.publish('auth', values.auth);
    this.publish('sync', values.sync);
    this.publish('session', values.session);
  }
}

function createInstanceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `bus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The one bus of the page: @finance/shared is a federation singleton, so every app imports this instance. */
export const bus = new EventBus();
