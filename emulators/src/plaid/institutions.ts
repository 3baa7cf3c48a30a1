import type { Institution as PlaidInstitution } from 'plaid';
import type { Wire } from '../common/wire';

/** Plaid sandbox institutions, with their sandbox ids and names, and the accounts each offers to `user_good`. */
export interface Institution {
  institution_id: string;
  name: string;
  url: string;
  primary_color: string;
  routing_numbers: string[];
  /** Masks of the account templates (see accounts.ts) this institution holds for a sandbox user. */
  accountMasks: string[];
  /** The time zone (IANA) of the calendar the institution dates its transactions by, as banks do: not UTC. */
  timeZone: string;
}

/** Plaid's institutions are American: most date by US Eastern time. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * One institution dates by a calendar a whole day ahead of Hawaii's (UTC+14 against UTC-10, neither with daylight
 * saving): for a person in Honolulu its transactions of "today" are dated tomorrow at every hour, the case where a
 * bank's date is past the person's.
 */
export const DAY_AHEAD_TIME_ZONE = 'Pacific/Kiritimati';

export const INSTITUTIONS: Institution[] = [
  {
    institution_id: 'ins_109508',
    name: 'First Platypus Bank',
    url: 'https://www.platypus.com',
    primary_color: '#1f4e79',
    routing_numbers: ['011000138'],
    accountMasks: ['0000', '1111', '3333', '7777', '5555'],
    timeZone: DEFAULT_TIME_ZONE,
  },
  {
    institution_id: 'ins_109509',
    name: 'First Gingham Credit Union',
    url: 'https://www.gingham.com',
    primary_color: '#b03a2e',
    routing_numbers: ['011000028'],
    accountMasks: ['0000', '1111', '2222', '3333', '8888', '6666'],
    timeZone: DEFAULT_TIME_ZONE,
  },
  {
    institution_id: 'ins_109510',
    name: 'Tattersall Federal Credit Union',
    url: 'https://www.tattersall.com',
    primary_color: '#1e8449',
    routing_numbers: ['011000015'],
    accountMasks: ['0000', '4444', '3333', '7777', '5555'],
    timeZone: DEFAULT_TIME_ZONE,
  },
  {
    institution_id: 'ins_109511',
    name: 'Tartan Bank',
    url: 'https://www.tartan.com',
    primary_color: '#7d3c98',
    routing_numbers: ['011000206'],
    accountMasks: ['0000', '1111', '3333', '8888', '6666'],
    timeZone: DAY_AHEAD_TIME_ZONE,
  },
  {
    institution_id: 'ins_109512',
    name: 'Houndstooth Bank',
    url: 'https://www.houndstooth.com',
    primary_color: '#212f3d',
    routing_numbers: ['011000390'],
    accountMasks: ['0000', '1111', '2222', '4444', '3333', '7777', '8888', '5555', '6666'],
    timeZone: DEFAULT_TIME_ZONE,
  },
];

export function findInstitution(id: unknown): Institution | undefined {
  return INSTITUTIONS.find((institution) => institution.institution_id === id);
}

/** The institution object of /institutions/get_by_id. */
export function institutionResponse(institution: Institution, includeMetadata: boolean): Wire<PlaidInstitution> {
  return {
    institution_id: institution.institution_id,
    name: institution.name,
    products: ['assets', 'auth', 'balance', 'transactions', 'identity', 'investments', 'liabilities'],
    country_codes: ['US'],
    routing_numbers: institution.routing_numbers,
    oauth: false,
    dtc_numbers: [],
    url: includeMetadata ? institution.url : null,
    primary_color: includeMetadata ? institution.primary_color : null,
    logo: null,
    status: null,
  };
}
