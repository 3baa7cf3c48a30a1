import { BALANCE_HISTORY_MONTHS, type BalanceHistoryResponse } from '@finance/shared/contracts';
import type { DateRange } from '../lib/date-range';
import type { BalanceHistoryRepository } from '../repositories/balance-history-repository';

/** Net worth over time: the person's balances day by day (BalanceHistoryRepository says how each day is known). */
export class BalanceHistoryService {
  constructor(private readonly repo: BalanceHistoryRepository) {}

  /**
   * Each day of the range on which any account has a balance, by group and in total. An account's walk back before
   * its first recorded balance reaches at most as far back as the longest range, so that every day a range can ask for
   * may have been walked back to, and no walk reads more than that many months of transactions.
   */
  async byDay(userId: string, range: DateRange): Promise<BalanceHistoryResponse> {
    const rows = await this.repo.byDay(userId, range.startDate, range.endDate, BALANCE_HISTORY_MONTHS);
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      days: rows.map((r) => ({
        date: r.date,
        net_worth: r.net_worth,
        assets: r.assets,
        liabilities: r.liabilities,
        by_type: {
          depository: r.depository,
          investment: r.investment,
          credit: r.credit,
          loan: r.loan,
        },
        accounts: r.accounts,
        reconstructed: r.reconstructed,
      })),
    };
  }
}
