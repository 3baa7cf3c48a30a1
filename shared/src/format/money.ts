// The one money formatter: en-US, in the currency given (USD when none).

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // An unknown ISO code from the provider still shows a number rather than failing the page.
      formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** An amount as money, e.g. "$1,234.50" or "-€12.00"; "—" when the provider gave no amount. */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  return formatterFor(currency || 'USD').format(amount);
}
