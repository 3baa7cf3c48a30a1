import { act, renderHook } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { session } from './session';
import { SESSION_PROBLEMS } from './session-problem';
import { useSessionProblem } from './use-session-problem';

jest.mock('aws-amplify/auth');

afterEach(() => {
  bus.reset();
  jest.restoreAllMocks();
});

describe('useSessionProblem', () => {
  it('follows the session channel of the bus', () => {
    const { result } = renderHook(() => useSessionProblem());
    expect(result.current.problem).toBeNull();
    act(() => bus.publish('session', { problem: SESSION_PROBLEMS.apiUnreachable }));
    expect(result.current.problem).toBe(SESSION_PROBLEMS.apiUnreachable);
    act(() => bus.publish('session', { problem: null }));
    expect(result.current.problem).toBeNull();
  });

  it('retries by starting the session again', async () => {
    const start = jest.spyOn(session, 'start').mockResolvedValue();
    const { result } = renderHook(() => useSessionProblem());
    await result.current.retry();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
