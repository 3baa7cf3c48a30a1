import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, PageTitle } from '@finance/shared';
import { SETTINGS, type SettingsSection } from '../app/remote-routes';
import { RemotePage } from '../federation/RemotePage';
import { remotePageResult, subscribeToRemotePages } from '../federation/remote-page-loader';

/** The spec's text for /settings, word for word: what a section shows when its remote cannot be loaded. */
export const SETTINGS_PLACEHOLDER_TEXT = 'Application settings and preferences will be available here.';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
`;

const Contents = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
  }
  @media ${({ theme }) => theme.media.touch} {
    a {
      min-height: ${({ theme }) => theme.touchTarget};
      min-width: ${({ theme }) => theme.touchTarget};
    }
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  scroll-margin-top: ${({ theme }) => theme.space.md};

  @media ${({ theme }) => theme.media.narrow} {
    padding: ${({ theme }) => theme.space.md};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

const Unavailable = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const headingId = (section: SettingsSection) => `settings-${section.id}-title`;

/** One remote's section under the shell's heading; the spec's text with Retry when its remote cannot be loaded. */
function SettingsSectionSlot({ section }: { section: SettingsSection }) {
  return (
    <Section id={section.id} aria-labelledby={headingId(section)}>
      <h2 id={headingId(section)}>{section.label}</h2>
      <RemotePage
        id={section.page}
        label={section.label}
        unavailable={(retry) => (
          <Unavailable>
            <p role="status">{SETTINGS_PLACEHOLDER_TEXT}</p>
            <Button $variant="secondary" onClick={retry} aria-label={`Retry ${section.label}`}>
              Retry
            </Button>
          </Unavailable>
        )}
      />
    </Section>
  );
}

/** Whether no section's remote could be loaded (each load has ended in an error). */
function useNoSectionLoaded(): boolean {
  return useSyncExternalStore(subscribeToRemotePages, () =>
    SETTINGS.sections.every(({ page }) => {
      const result = remotePageResult(page);
      return result !== undefined && 'error' in result;
    }),
  );
}

/**
 * /settings: the sections the remotes owning the data expose (categories and rules from transactions, accounts kept
 * by hand from accounts, the profile from auth), in one page with a list of links to them. When none of their
 * remotes can be loaded, the page is the spec's placeholder, as before the sections existed.
 */
export function SettingsPage() {
  if (useNoSectionLoaded()) return <RemotePage id={SETTINGS.fallback} label={SETTINGS.label} />;
  return (
    <Page>
      <div>
        <PageTitle>Settings</PageTitle>
        <Contents aria-label="Settings sections">
          <ul>
            {SETTINGS.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </Contents>
      </div>
      {SETTINGS.sections.map((section) => (
        <SettingsSectionSlot key={section.id} section={section} />
      ))}
    </Page>
  );
}
