import { columnsThatFit, completeColumns, DEFAULT_COLUMNS, pixelWidth, widthInPixels } from './columns';

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

  describe('made to fit beside a panel', () => {
    const shown = (columns: readonly { id: string; visible: boolean }[]) =>
      columns.filter((column) => column.visible).map((column) => column.id);

    it('keeps every column, and the same array, when they fit (180+180+120+220+120+180 = 1,000 px)', () => {
      expect(columnsThatFit(DEFAULT_COLUMNS, 1000)).toBe(DEFAULT_COLUMNS);
    });

    it('drops the institution, the account, the date and the description, in that order, until they fit', () => {
      expect(shown(columnsThatFit(DEFAULT_COLUMNS, 999))).toEqual([
        'account',
        'date',
        'description',
        'amount',
        'category',
      ]);
      expect(shown(columnsThatFit(DEFAULT_COLUMNS, 640))).toEqual(['date', 'description', 'amount', 'category']);
      expect(shown(columnsThatFit(DEFAULT_COLUMNS, 639))).toEqual(['description', 'amount', 'category']);
      expect(shown(columnsThatFit(DEFAULT_COLUMNS, 519))).toEqual(['amount', 'category']);
    });

    it('never drops the amount and the category, however little the room', () => {
      expect(shown(columnsThatFit(DEFAULT_COLUMNS, 0))).toEqual(['amount', 'category']);
    });

    it("takes the person's widths and hidden columns, and leaves the set they saved as it was", () => {
      const saved = completeColumns([
        { id: 'institution', label: 'Institution', width: '180px', visible: false, sortable: true, filterable: true },
        { id: 'description', label: 'Description', width: '400px', visible: true, sortable: true, filterable: true },
      ]);
      // Visible: description 400, account 180, date 120, amount 120, category 180 = 1,000 px.
      expect(shown(columnsThatFit(saved, 1000))).toEqual(['description', 'account', 'date', 'amount', 'category']);
      expect(shown(columnsThatFit(saved, 820))).toEqual(['description', 'date', 'amount', 'category']);
      expect(saved.filter((column) => column.visible)).toHaveLength(5);
    });
  });
});
