import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { bus, unauthenticatedState } from '@finance/shared';
import { resetBus } from '@finance/shared/testing';
import { App } from '../app/App';
import { LANDING_GATE_SCRIPT, LANDING_HIDDEN_ATTRIBUTE } from './landing-gate';
import { takePrerenderedLanding } from './prerendered-landing';
import { renderLanding } from './render-landing';

const page = document.documentElement;
// The gate is page text, not a module: it is run here as the page runs it.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runGate = () => new Function(LANDING_GATE_SCRIPT)() as void;

afterEach(() => {
  page.removeAttribute(LANDING_HIDDEN_ATTRIBUTE);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
  resetBus();
  jest.restoreAllMocks();
});

describe('the landing gate (inline in index.html)', () => {
  it('leaves the landing page to a visitor with no stored session', () => {
    localStorage.setItem('unrelated', 'x');
    runGate();
    expect(page.hasAttribute(LANDING_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('hides it from a browser that keeps a session', () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'someone');
    runGate();
    expect(page.hasAttribute(LANDING_HIDDEN_ATTRIBUTE)).toBe(true);
  });

  it.each(['?code=abc&state=x', '?error=access_denied'])(
    'hides it on a return from the hosted sign-in (%s)',
    (query) => {
      window.history.replaceState(null, '', `/${query}`);
      runGate();
      expect(page.hasAttribute(LANDING_HIDDEN_ATTRIBUTE)).toBe(true);
    },
  );
});

describe('takePrerenderedLanding', () => {
  it('keeps the prerendered markup when the gate let it show', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Landing</p>';
    expect(takePrerenderedLanding(container)).toBe(true);
    expect(container.innerHTML).toBe('<p>Landing</p>');
  });

  it('drops it, and lifts the gate, when the gate hid it', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Landing</p>';
    page.setAttribute(LANDING_HIDDEN_ATTRIBUTE, '');
    expect(takePrerenderedLanding(container)).toBe(false);
    expect(container.childNodes).toHaveLength(0);
    expect(page.hasAttribute(LANDING_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('says no for an empty root (every other address)', () => {
    expect(takePrerenderedLanding(document.createElement('div'))).toBe(false);
  });
});

describe('renderLanding', () => {
  it('draws the landing page with its styles and the gate, unmarked by any bus', () => {
    const { head, root } = renderLanding();
    expect(root).toContain('Your money, all in one place');
    expect(root).not.toContain('data-bus-instance');
    expect(head).toContain(LANDING_GATE_SCRIPT);
    expect(head).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
  });

  it('is hydrated by the app, signed out, without a mismatch; the bus mark is added then', async () => {
    const { root: markup } = renderLanding();
    resetBus();
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    bus.publish('auth', unauthenticatedState);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-app="shell"]')).toHaveAttribute('data-bus-instance', bus.instanceId);
    act(() => root?.unmount());
  });
});
