import { bus, unauthenticatedState } from '@finance/shared';
import { resetBus, signedInState } from '@finance/shared/testing';
import { startLiveUpdates } from './start-live-updates';

const startData = jest.fn();
const startStore = jest.fn();
jest.mock('@finance/shared/data', () => ({
  startFinancialStore: () => startStore(),
  startLiveUpdates: () => startData(),
}));
const mayHaveSession = jest.fn();
jest.mock('@finance/shared', () => ({
  ...jest.requireActual('@finance/shared'),
  mayHaveSession: () => mayHaveSession(),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLiveUpdates', () => {
  beforeEach(() => {
    startData.mockReset();
    startStore.mockReset();
    mayHaveSession.mockReset();
    resetBus();
  });

  it('loads the data and starts the live updates at once when the browser may hold a session', async () => {
    mayHaveSession.mockReturnValue(true);
    startLiveUpdates();
    await settle();
    expect(startData).toHaveBeenCalledTimes(1);
    expect(startStore).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a signed-out visitor, and starts them once, when they sign in', async () => {
    mayHaveSession.mockReturnValue(false);
    startLiveUpdates();
    bus.publish('auth', unauthenticatedState);
    await settle();
    expect(startData).not.toHaveBeenCalled();
    expect(startStore).not.toHaveBeenCalled();
    bus.publish('auth', signedInState());
    bus.publish('auth', signedInState({ given_name: 'Again' }));
    await settle();
    expect(startData).toHaveBeenCalledTimes(1);
    expect(startStore).toHaveBeenCalledTimes(1);
  });
});
