import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { AuthErrorBoundary } from './AuthErrorBoundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('AuthErrorBoundary', () => {
  // Every test here breaks a render on purpose: React reports the error, and the boundary logs it.
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Authentication Error", the error message and Try Again when rendering fails', () => {
    render(
      <ThemeRoot>
        <AuthErrorBoundary>
          <Broken message="Token has expired" />
        </AuthErrorBoundary>
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByText('Token has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] rendering failed', new Error('Token has expired'));
  });

  it('falls back to "An unexpected error occurred" when the error has no message', () => {
    render(
      <ThemeRoot>
        <AuthErrorBoundary>
          <Broken message="" />
        </AuthErrorBoundary>
      </ThemeRoot>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[shell] rendering failed', new Error(''));
  });
});
