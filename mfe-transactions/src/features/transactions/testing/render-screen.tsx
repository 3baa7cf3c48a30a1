import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeRoot } from '@finance/shared';

/** The URL the screen has written, for assertions. */
export const location = { current: '' };

function LocationProbe() {
  const here = useLocation();
  useEffect(() => {
    location.current = `${here.pathname}${here.search}`;
  }, [here]);
  return null;
}

/** Renders a transactions component at /transactions (with an optional query), inside the theme and a router. */
export function renderAtTransactions(element: ReactElement, query = '') {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[`/transactions${query}`]}>
        <Routes>
          <Route
            path="/transactions/*"
            element={
              <>
                {element}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeRoot>,
  );
}
