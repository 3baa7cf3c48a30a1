import { boundedPage, isPageSize, pageCount, pageRows } from './paging';

describe('paging', () => {
  it('offers 15, 25 and 50 rows a page', () => {
    expect([15, 25, 50].every(isPageSize)).toBe(true);
    expect(isPageSize(10)).toBe(false);
  });

  it('has at least one page and rounds the last page up', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(50_000, 15)).toBe(3334);
  });

  it('bounds the page between 1 and the last page', () => {
    expect(boundedPage(0, 4)).toBe(1);
    expect(boundedPage(-3, 4)).toBe(1);
    expect(boundedPage(9, 4)).toBe(4);
    expect(boundedPage(2.7, 4)).toBe(2);
    expect(boundedPage(Number.NaN, 4)).toBe(1);
  });

  it('slices one page', () => {
    const rows = Array.from({ length: 30 }, (_, index) => index);
    expect(pageRows(rows, 1, 25)).toEqual(rows.slice(0, 25));
    expect(pageRows(rows, 2, 25)).toEqual([25, 26, 27, 28, 29]);
  });
});
