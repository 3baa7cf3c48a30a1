import { useId } from 'react';
import styled from 'styled-components';
import { fieldBox } from './field-style';
import { Button } from '@finance/shared';
import { PAGE_SIZES, isPageSize, type PageSize } from '../model/paging';

export interface PaginationProps {
  page: number;
  lastPage: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** First, previous, next and last page, never past either end, and the page size (back to page 1 when it changes). */
export function Pagination({ page, lastPage, pageSize, onPageChange, onPageSizeChange }: PaginationProps) {
  const sizeId = useId();
  const atFirst = page <= 1;
  const atLast = page >= lastPage;
  return (
    <Bar aria-label="Pagination">
      <Size>
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPageSize(size)) onPageSizeChange(size);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </Size>
      <Pages>
        <Button $variant="secondary" disabled={atFirst} onClick={() => onPageChange(1)}>
          First
        </Button>
        <Button $variant="secondary" disabled={atFirst} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Status aria-live="polite">
          {`Page ${page.toLocaleString('en-US')} of ${lastPage.toLocaleString('en-US')}`}
        </Status>
        <Button $variant="secondary" disabled={atLast} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
        <Button $variant="secondary" disabled={atLast} onClick={() => onPageChange(lastPage)}>
          Last
        </Button>
      </Pages>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Size = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select {
    ${fieldBox}
  }
`;

const Pages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  /* Four buttons do not fit one line of a phone: two lines of two, as wide as the page. */
  @media ${({ theme }) => theme.media.narrow} {
    flex: 1 0 100%;
    display: grid;
    grid-template-columns: 1fr 1fr;

    > button {
      width: 100%;
    }
  }
`;

/** On a narrow screen the page number has a line of its own above the four buttons. */
const Status = styled.span`
  @media ${({ theme }) => theme.media.narrow} {
    grid-column: 1 / -1;
    order: -1;
    text-align: center;
  }
`;
