import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, touchHeight, touchSize, transactionsHref } from '@finance/shared';
import type { RecurringChange, RecurringStream } from '@finance/shared/contracts';
import { DISPLAY_NAME_MAX, formatDate, formatMoney } from '@finance/shared/data';
import { expectedAmount, flagsOf, frequencyLabel } from '../model/coming';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-variant-numeric: tabular-nums;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    font-weight: 600;
    color: inherit;
    ${touchSize}
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Flags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2rem;
    cursor: pointer;
    ${touchHeight}
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const NameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    font-size: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Confirmed = styled.span`
  color: ${({ theme }) => theme.colors.positive};
  font-weight: 600;
`;

interface StreamRowProps {
  stream: RecurringStream;
  today: string;
  onChoose: (change: RecurringChange, done: string) => Promise<boolean>;
}

/**
 * One recurring payment or income: its name (opening its transactions), how often and how much, when it is next due,
 * what is worth saying about it (a price change, late, ended, new), and the person's choices: confirm, rename, mark as
 * a subscription, dismiss (or bring back).
 */
export function StreamRow({ stream, today, onChoose }: StreamRowProps) {
  const [renaming, setRenaming] = useState(false);
  const fieldId = useId();
  const flags = flagsOf(stream, today);
  const amount = expectedAmount(stream);
  const rename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get('name');
    const typed = typeof field === 'string' ? field.trim() : '';
    const name = typed === '' || typed === stream.payee ? null : typed;
    if (
      await onChoose({ name }, name ? `Renamed ${stream.name} to ${name}.` : `${stream.payee} has its own name again.`)
    )
      setRenaming(false);
  };
  return (
    <Row aria-label={stream.name}>
      <Head>
        <Link to={transactionsHref({ payee: stream.payee, from: stream.first_date })}>{stream.name}</Link>
        <span>
          {stream.direction === 'inflow' ? '+' : ''}
          {formatMoney(amount)}
          {stream.steady ? '' : ' on average'}
        </span>
      </Head>
      <Muted>
        {frequencyLabel(stream.frequency)}
        {stream.timing === 'ENDED' ? '' : `, next ${formatDate(stream.next_date)}`}
        {stream.steady ? '' : `, from ${formatMoney(stream.low_amount)} to ${formatMoney(stream.high_amount)}`}
        {stream.subscription && stream.direction === 'outflow'
          ? `. ${formatMoney(stream.monthly_amount)} a month, ${formatMoney(stream.yearly_amount)} a year`
          : ''}
        {stream.name !== stream.payee ? `. Shown on statements as ${stream.payee}` : ''}
      </Muted>
      {flags.length > 0 && (
        <Flags aria-label={`About ${stream.name}`}>
          {flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </Flags>
      )}
      {renaming ? (
        <NameForm onSubmit={(event) => void rename(event)} aria-label={`Rename ${stream.name}`}>
          <label htmlFor={fieldId} className="visually-hidden">
            Name for {stream.payee}
          </label>
          <input
            id={fieldId}
            name="name"
            defaultValue={stream.name}
            maxLength={DISPLAY_NAME_MAX}
            autoComplete="off"
            autoFocus
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(false);
            }}
          />
          <Button type="submit">Save</Button>
          <Button $variant="secondary" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </NameForm>
      ) : (
        <Actions>
          {stream.dismissed ? (
            <Button $variant="secondary" onClick={() => void onChoose({ dismissed: false }, `${stream.name} is back.`)}>
              Bring back<span className="visually-hidden"> {stream.name}</span>
            </Button>
          ) : (
            <>
              {stream.confirmed ? (
                <Confirmed>Confirmed</Confirmed>
              ) : (
                <Button
                  $variant="secondary"
                  onClick={() => void onChoose({ confirmed: true }, `${stream.name} confirmed as recurring.`)}
                >
                  Confirm<span className="visually-hidden"> {stream.name}</span>
                </Button>
              )}
              <Button $variant="secondary" onClick={() => setRenaming(true)}>
                Rename<span className="visually-hidden"> {stream.name}</span>
              </Button>
              {stream.direction === 'outflow' && (
                <label>
                  <input
                    type="checkbox"
                    checked={stream.subscription}
                    onChange={(event) =>
                      void onChoose(
                        { subscription: event.target.checked },
                        event.target.checked
                          ? `${stream.name} is a subscription.`
                          : `${stream.name} is no longer a subscription.`,
                      )
                    }
                  />
                  Subscription<span className="visually-hidden">: {stream.name}</span>
                </label>
              )}
              <Button
                $variant="secondary"
                onClick={() => void onChoose({ dismissed: true }, `${stream.name} dismissed: not recurring.`)}
              >
                Dismiss<span className="visually-hidden"> {stream.name}</span>
              </Button>
            </>
          )}
        </Actions>
      )}
    </Row>
  );
}
