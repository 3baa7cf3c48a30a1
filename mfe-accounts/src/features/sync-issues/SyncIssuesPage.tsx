import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, type ExchangeResponse } from '@finance/shared';
import { useFinancialStore } from '@finance/shared/data';
import { ErrorText } from '../accounts/ErrorText';
import { useFirstSync } from '../linking/use-first-sync';
import { useLinkFlow } from '../linking/use-link-flow';
import { FirstSyncNotice } from '../accounts/FirstSyncNotice';
import { describeIssue, troubledInstitutions, type SyncIssue } from './sync-issues';

export const SYNC_ISSUES_INTRO =
  'This page shows issues reported by the linking provider, Plaid, for your connected accounts.';

/** Every connection Plaid reported in trouble, each with Reconnect (Link in update mode). */
export function SyncIssuesPage() {
  const accounts = useFinancialStore((s) => s.accounts);
  const issues = useMemo(() => troubledInstitutions(accounts), [accounts]);
  const firstSync = useFirstSync();
  const [repaired, setRepaired] = useState<string | null>(null);
  const link = useLinkFlow((exchange: ExchangeResponse) => {
    setRepaired(exchange.institution_name);
    firstSync.watch(exchange);
  });
  const [repairing, setRepairing] = useState<string | null>(null);

  return (
    <section aria-labelledby="sync-issues-title">
      <Heading id="sync-issues-title">Sync Issues</Heading>
      <Intro>{SYNC_ISSUES_INTRO}</Intro>
      {repaired && <Repaired role="status">{repaired} is reconnected.</Repaired>}
      <FirstSyncNotice state={firstSync.state} />
      {link.error && <ErrorText role="alert">{link.error}</ErrorText>}
      {issues.length === 0 ? (
        <p>No sync issues: every connection is working.</p>
      ) : (
        <List>
          {issues.map((issue) => (
            <IssueCard
              key={issue.institution_id}
              issue={issue}
              busy={link.busy && repairing === issue.institution_id}
              disabled={link.busy}
              onReconnect={() => {
                setRepairing(issue.institution_id);
                setRepaired(null);
                void link.start(issue.institution_id);
              }}
            />
          ))}
        </List>
      )}
    </section>
  );
}

function IssueCard({
  issue,
  busy,
  disabled,
  onReconnect,
}: {
  issue: SyncIssue;
  busy: boolean;
  disabled: boolean;
  onReconnect: () => void;
}) {
  const { title, explanation } = describeIssue(issue);
  return (
    <Card aria-labelledby={`issue-${issue.institution_id}`} data-testid="sync-issue">
      <h3 id={`issue-${issue.institution_id}`}>{title}</h3>
      <p>{explanation}</p>
      <Affected>Affected accounts: {issue.accounts.map((a) => a.name).join(', ')}</Affected>
      <Button onClick={onReconnect} disabled={disabled} aria-label={`Reconnect ${issue.institution_name}`}>
        {busy ? 'Reconnecting...' : 'Reconnect'}
      </Button>
    </Card>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Repaired = styled.p`
  color: ${({ theme }) => theme.colors.positive};
  font-weight: 600;
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.negative};
  border-radius: ${({ theme }) => theme.radius.lg};

  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.body}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

const Affected = styled.p`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.muted};
`;
