import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@finance/shared';
import { Pagination } from './Pagination';

function renderPagination(page: number, lastPage: number) {
  const onPageChange = jest.fn();
  render(
    <ThemeRoot>
      <Pagination
        page={page}
        lastPage={lastPage}
        pageSize={25}
        onPageChange={onPageChange}
        onPageSizeChange={jest.fn()}
      />
    </ThemeRoot>,
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('says the page and the last page with thousands separators, and goes to the last', async () => {
    const onPageChange = renderPagination(1234, 6028);
    expect(screen.getByText('Page 1,234 of 6,028')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onPageChange).toHaveBeenCalledWith(6028);
  });
});
