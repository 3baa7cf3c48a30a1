import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

function renderPage(Page: ComponentType) {
  render(
    <ThemeRoot>
      <Page />
    </ThemeRoot>,
  );
}

describe('legal pages', () => {
  it('Terms of Use covers the account, linking through Plaid, and that nothing is advice', () => {
    renderPage(TermsPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Your account',
        'Linking financial accounts',
        'Information, not advice',
        'Ending your use',
      ]),
    );
    expect(screen.getByText(/we never see or store them/)).toBeInTheDocument();
  });

  it('Privacy Policy says what is read, how it is stored and how it is removed', () => {
    renderPage(PrivacyPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining(['What we collect', 'How we store and protect it', 'Removing your data']),
    );
    expect(screen.getByText(/encrypted at rest \(AES-256-GCM\)/)).toBeInTheDocument();
    expect(screen.getByText(/delete its\s+accounts and transactions/)).toBeInTheDocument();
  });
});
