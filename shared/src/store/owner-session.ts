// One person's time as the store's owner, from setOwner to sign-out or the next person. Every request of the session
// takes its signal, so ending it cancels them on the network; whatever still resolves lands only while it is current.
import type { StoreApi } from 'zustand/vanilla';
import type { FinancialState, FinancialValues } from './financial-state';

/** Values to set, or a function of the state giving them (null: nothing to set). */
export type StateUpdate = Partial<FinancialValues> | ((state: FinancialState) => Partial<FinancialValues> | null);

export class OwnerSession {
  private readonly controller = new AbortController();
  /** Taken by every request of the session (network and IndexedDB): aborted when the session ends. */
  readonly signal: AbortSignal = this.controller.signal;

  constructor(
    readonly ownerId: string | null,
    private readonly store: StoreApi<FinancialState>,
  ) {}

  get state(): FinancialState {
    return this.store.getState();
  }

  /** False once the session has ended: a later person owns the store, or nobody does. */
  get current(): boolean {
    return !this.signal.aborted;
  }

  /**
   * Sets the update while the session is current and says whether it did. This is the one place where a response that
   * outlived its session (a previous person's) is dropped.
   */
  set(update: StateUpdate): boolean {
    if (!this.current) return false;
    const values = typeof update === 'function' ? update(this.store.getState()) : update;
    if (values) this.store.setState(values);
    return true;
  }

  /** Cancels the requests in flight; nothing of this session reaches the store after it. */
  end(): void {
    this.controller.abort();
  }
}
