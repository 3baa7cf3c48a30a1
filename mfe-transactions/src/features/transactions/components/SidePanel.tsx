// What shows beside the table (a sheet on a phone), one at a time: the Filters panel, a transaction's details or the
// Add transaction form, each loaded when first opened (on-demand.ts).
import { Suspense, useMemo } from 'react';
import { Spinner, type Transaction } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import type { ScreenPanels } from '../hooks/use-screen-panels';
import {
  addManualTransaction,
  useTransactionCorrections,
  type CorrectionsContext,
} from '../hooks/use-transaction-corrections';
import type { CategoryNames } from '../model/cell-format';
import type { Option } from '../model/filter-options';
import { partsOf } from '../model/splits';
import type { FiltersPanelProps } from './FiltersPanel';
import { FiltersPanel, TransactionForm, TransactionPanel } from './on-demand';

export interface SidePanelProps extends CorrectionsContext {
  /** Which panel is open, and how each closes. */
  panels: ScreenPanels;
  /** The Filters panel's, but for how it closes. */
  filters: Omit<FiltersPanelProps, 'onClose'>;
  /** The transaction whose details are open, found among the screen's; null when none is (or it went away). */
  opened: Transaction | null;
  categories: readonly Category[];
  names: CategoryNames;
  /** The accounts a new transaction can be added to, and the one it starts on. */
  accounts: readonly Option[];
  preselectedAccount: string | undefined;
}

export function SidePanel(props: SidePanelProps) {
  const { panels, opened, categories, names } = props;
  return (
    <>
      {panels.state.filtersOpen && (
        <Suspense fallback={<Spinner label="Loading filters" />}>
          <FiltersPanel {...props.filters} onClose={panels.closeFilters} />
        </Suspense>
      )}
      {opened && (
        <TransactionDetails
          transaction={opened}
          transactions={props.transactions}
          categories={categories}
          names={names}
          onClose={panels.closePanel}
        />
      )}
      {panels.state.panel?.kind === 'add' && (
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <TransactionForm
            accounts={props.accounts}
            preselected={props.preselectedAccount}
            categories={categories}
            names={names}
            onAdd={addManualTransaction}
            onClose={panels.closePanel}
          />
        </Suspense>
      )}
    </>
  );
}

interface TransactionDetailsProps extends CorrectionsContext {
  transaction: Transaction;
  categories: readonly Category[];
  names: CategoryNames;
  onClose: () => void;
}

/** The opened transaction's details, with what they can do to it. */
function TransactionDetails(props: TransactionDetailsProps) {
  const { transaction, transactions, categories, names, onClose } = props;
  const corrections = useTransactionCorrections(transaction, { transactions });
  // Looked for once per set, and only for a split: the panel of any other transaction needs no parts.
  const id = transaction.transaction_id;
  const split = transaction.split !== null;
  const parts = useMemo(() => (split ? partsOf(transactions, id) : undefined), [split, transactions, id]);
  return (
    <Suspense fallback={<Spinner label="Loading the transaction" />}>
      <TransactionPanel
        key={transaction.transaction_id}
        transaction={transaction}
        parts={parts}
        categories={categories}
        names={names}
        corrections={corrections}
        onClose={onClose}
      />
    </Suspense>
  );
}
