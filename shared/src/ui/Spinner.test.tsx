import { render, screen } from '@testing-library/react';
import { ThemeRoot } from './ThemeRoot';
import { Spinner } from './Spinner';
import { Button } from './Button';

describe('UI kit', () => {
  it('Spinner announces its label as a status', () => {
    render(
      <ThemeRoot>
        <Spinner label="Loading accounts" />
      </ThemeRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
  });

  it('Button is a type="button" unless told otherwise', () => {
    render(
      <ThemeRoot>
        <Button>Retry</Button>
        <Button type="submit">Save Profile</Button>
      </ThemeRoot>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveAttribute('type', 'submit');
  });
});
