import { completeColumns, DEFAULT_COLUMNS, pixelWidth, widthInPixels } from './columns';

describe('columns', () => {
  it('starts with Institution, Account, Date, Description, Amount and Category at 180, 180, 120, 220, 120 and 180 px', () => {
    expect(DEFAULT_COLUMNS.map((column) => [column.label, column.width])).toEqual([
      ['Institution', '180px'],
      ['Account', '180px'],
      ['Date', '120px'],
      ['Description', '220px'],
      ['Amount', '120px'],
      ['Category', '180px'],
    ]);
  });

  it('never gives a width under 60 px', () => {
    expect(widthInPixels('12px', 100)).toBe(60);
    expect(widthInPixels('wide', 100)).toBe(100);
    expect(pixelWidth(59.4)).toBe('60px');
    expect(pixelWidth(200.6)).toBe('201px');
  });

  it('gives the defaults for no saved set', () => {
    expect(completeColumns(null)).toEqual(DEFAULT_COLUMNS);
    expect(completeColumns(null)).not.toBe(DEFAULT_COLUMNS);
  });

  it('keeps a saved order, widths and visibility, drops unknown and repeated ids and appends missing columns', () => {
    const saved = [
      { id: 'amount', label: 'Renamed', width: '90px', visible: true, sortable: false, filterable: false },
      { id: 'color', label: 'Color', width: '90px', visible: true, sortable: true, filterable: true },
      { id: 'date', label: 'Date', width: '10px', visible: false, sortable: true, filterable: true },
      { id: 'amount', label: 'Amount', width: '300px', visible: false, sortable: true, filterable: true },
    ];
    const columns = completeColumns(saved);
    expect(columns.map((column) => column.id)).toEqual([
      'amount',
      'date',
      'institution',
      'account',
      'description',
      'category',
    ]);
    expect(columns[0]).toEqual({ ...DEFAULT_COLUMNS[4], width: '90px' });
    expect(columns[1]).toEqual({ ...DEFAULT_COLUMNS[2], width: '60px', visible: false });
  });
});
