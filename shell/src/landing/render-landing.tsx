import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { bus, unauthenticatedState } from '@finance/shared';
// App first, as bootstrap.tsx imports it: styled-components numbers its components in the order they are created, so
// the prerender must create them in the browser's order for the class names to match when the page is hydrated.
import { AppFrame } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { LANDING_GATE_SCRIPT, LANDING_GATE_STYLE } from './landing-gate';

export interface PrerenderedPage {
  /** For <head>: the gate (its script and style), and the page's styles, read back by styled-components in the browser. */
  head: string;
  /** The markup of #root. */
  root: string;
}

/**
 * The signed-out visitor's `/` as the app's first render draws it (the session already read: nobody is signed in), for
 * the shell's index.html: the page paints from its HTML, and the app hydrates it.
 */
export function renderLanding(): PrerenderedPage {
  bus.publish('auth', unauthenticatedState);
  const sheet = new ServerStyleSheet();
  try {
    const root = renderToString(
      sheet.collectStyles(
        <AppFrame>
          <StaticRouter location="/">
            <AppRoutes />
          </StaticRouter>
        </AppFrame>,
      ),
    );
    const gate = `<style>${LANDING_GATE_STYLE}</style><script>${LANDING_GATE_SCRIPT}</script>`;
    return { head: gate + sheet.getStyleTags(), root };
  } finally {
    sheet.seal();
  }
}
