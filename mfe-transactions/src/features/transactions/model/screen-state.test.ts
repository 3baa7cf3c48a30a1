import { CLOSED_SCREEN, openedTransactionId, screenReducer, type ScreenAction, type ScreenState } from './screen-state';

const after = (...actions: ScreenAction[]): ScreenState => actions.reduce(screenReducer, CLOSED_SCREEN);

describe('the transactions screen’s panels', () => {
  it('starts with everything closed', () => {
    expect(CLOSED_SCREEN).toEqual({ panel: null, filtersOpen: false, columnsOpen: false, columnsUsed: false });
    expect(openedTransactionId(CLOSED_SCREEN)).toBeNull();
  });

  it('opens a transaction’s details, another one in its place, and closes them', () => {
    const opened = after({ type: 'openDetails', transactionId: 'a' });
    expect(opened.panel).toEqual({ kind: 'details', transactionId: 'a' });
    expect(openedTransactionId(opened)).toBe('a');
    expect(openedTransactionId(screenReducer(opened, { type: 'openDetails', transactionId: 'b' }))).toBe('b');
    expect(screenReducer(opened, { type: 'closePanel' })).toEqual(CLOSED_SCREEN);
  });

  it('opens the form for a new transaction in the same place as the details', () => {
    const adding = after({ type: 'openDetails', transactionId: 'a' }, { type: 'openAdd' });
    expect(adding.panel).toEqual({ kind: 'add' });
    expect(openedTransactionId(adding)).toBeNull();
  });

  it('toggles Filters, which closes the panel; a panel opened closes Filters', () => {
    const filters = after({ type: 'openDetails', transactionId: 'a' }, { type: 'toggleFilters' });
    expect(filters).toMatchObject({ filtersOpen: true, panel: null });
    expect(screenReducer(filters, { type: 'toggleFilters' })).toMatchObject({ filtersOpen: false, panel: null });
    expect(screenReducer(filters, { type: 'closeFilters' })).toMatchObject({ filtersOpen: false, panel: null });
    expect(screenReducer(filters, { type: 'openAdd' })).toMatchObject({ filtersOpen: false, panel: { kind: 'add' } });
    expect(screenReducer(filters, { type: 'openDetails', transactionId: 'b' })).toMatchObject({
      filtersOpen: false,
      panel: { kind: 'details', transactionId: 'b' },
    });
  });

  it('opens and closes Customize Columns beside whatever else is open, and remembers it was used', () => {
    const columns = after({ type: 'toggleFilters' }, { type: 'openColumns' });
    expect(columns).toEqual({ panel: null, filtersOpen: true, columnsOpen: true, columnsUsed: true });
    expect(screenReducer(columns, { type: 'closeColumns' })).toEqual({
      panel: null,
      filtersOpen: true,
      columnsOpen: false,
      columnsUsed: true,
    });
  });
});
