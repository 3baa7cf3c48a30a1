import { Button, PageTitle, ThemeRoot } from '@finance/shared';

/** Shown when the app cannot start (its configuration could not be read): what happened and a way to retry. */
export function StartupError({ message }: { message: string }) {
  return (
    <ThemeRoot>
      <main style={{ maxWidth: 560, margin: '4rem auto', padding: '0 1.5rem', textAlign: 'center' }}>
        <PageTitle>The app could not start</PageTitle>
        <p role="alert">{message}</p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </main>
    </ThemeRoot>
  );
}
