import { EventBus, bus, initialAuthState, initialSessionStatus, initialSyncStatus } from './event-bus';
import type { AuthState } from '../types/entities';
import { signedInState } from '../testing/auth-state-fixtures';

const signedIn: AuthState = signedInState();

describe('EventBus', () => {
  it('starts every channel at its initial value: auth loading, sync idle, no session problem', () => {
    const fresh = new EventBus();
    expect(fresh.current('auth')).toEqual(initialAuthState);
    expect(fresh.current('auth').isLoading).toBe(true);
    expect(fresh.current('sync')).toEqual(initialSyncStatus);
    expect(fresh.current('session')).toEqual({ problem: null });
  });

  it('gives a late subscriber the latest value, then every change', () => {
    const fresh = new EventBus();
    fresh.publish('auth', signedIn);
    const seen: AuthState[] = [];
    const subscription = fresh.select('auth').subscribe((value) => seen.push(value));
    fresh.publish('auth', { ...signedIn, accounts_linked: true });
    subscription.unsubscribe();
    expect(seen.map((value) => value.accounts_linked)).toEqual([false, true]);
  });

  it('does not repeat a value published twice', () => {
    const fresh = new EventBus();
    const seen: unknown[] = [];
    fresh.select('sync').subscribe((value) => seen.push(value));
    const syncing = { lastSync: null, isSyncing: true, syncError: null };
    fresh.publish('sync', syncing);
    fresh.publish('sync', syncing);
    expect(seen).toHaveLength(2);
  });

  it('keeps channels apart', () => {
    const fresh = new EventBus();
    fresh.publish('sync', { lastSync: '2026-01-01T00:00:00Z', isSyncing: false, syncError: null });
    expect(fresh.current('auth')).toEqual(initialAuthState);
  });

  it('reset returns every channel to its initial value', () => {
    const fresh = new EventBus();
    fresh.publish('auth', signedIn);
    fresh.publish('sync', { lastSync: null, isSyncing: false, syncError: 'Failed to sync data' });
    fresh.publish('session', { problem: 'Finance Tracker is having trouble right now. Please try again in a moment.' });
    fresh.reset();
    expect(fresh.current('auth')).toEqual(initialAuthState);
    expect(fresh.current('sync')).toEqual(initialSyncStatus);
    expect(fresh.current('session')).toEqual(initialSessionStatus);
  });

  it('gives each bus its own instance id, and exports one page-wide bus', () => {
    expect(new EventBus().instanceId).not.toEqual(new EventBus().instanceId);
    expect(bus).toBeInstanceOf(EventBus);
    expect(bus.instanceId).toMatch(/\S{8,}/);
  });
});
