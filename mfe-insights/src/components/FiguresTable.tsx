import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { touchHeight } from '@finance/shared';
import { formatMoney } from '@finance/shared/data';

const Toggle = styled.details`
  summary {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    ${touchHeight}
  }
`;

/** Wide tables scroll inside their box, not the page. */
const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  a {
    color: inherit;
  }
`;

export interface TableCell {
  value: number;
  /** The transactions that make the figure, where it has any. */
  href?: string;
}

export interface FiguresTableProps {
  /** Names the table ("Spending by category per month"). */
  caption: string;
  /** The first column's heading, then the figures'. */
  columns: readonly string[];
  rows: readonly { name: string; cells: readonly TableCell[] }[];
}

/**
 * A chart's figures as a table, for a screen reader and for anyone who wants the exact amounts; each figure opens the
 * transactions that make it (where it has any). Folded until asked for, and built only then: a folded table is read
 * by no one (a screen reader skips it too), and its hundreds of links were most of a range change's work.
 */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  const [open, setOpen] = useState(false);
  return (
    <Toggle onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Show the figures as a table</summary>
      {open && (
        <Scroll role="region" aria-label={caption} tabIndex={0}>
          <Table>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  {row.cells.map((cell, index) => (
                    <td key={columns[index + 1]}>
                      {cell.href ? <Link to={cell.href}>{formatMoney(cell.value)}</Link> : formatMoney(cell.value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Toggle>
  );
}
