import { Link } from 'react-router';
import { PageTitle } from '@finance/shared';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <PageTitle id="not-found-title">Page not found</PageTitle>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
