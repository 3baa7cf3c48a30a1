import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ui/ThemeRoot';
import { LiveNotice } from './LiveNotice';
import { announceLiveNotice } from './live-notices';

describe('LiveNotice', () => {
  it('is a polite status region that says what just arrived', () => {
    render(
      <ThemeRoot>
        <LiveNotice />
      </ThemeRoot>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => announceLiveNotice('3 new transactions at First Platypus Bank'));
    expect(region).toHaveTextContent('3 new transactions at First Platypus Bank');
  });
});
