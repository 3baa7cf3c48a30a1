/**
 * What the generated transactions are made of: merchants with Plaid's personal_finance_category (primary and
 * detailed, from Plaid's published taxonomy), the legacy category, and a plausible amount range.
 */
export interface MerchantSpec {
  /** The raw statement descriptor (`name`). */
  descriptor: string;
  merchant_name: string | null;
  website: string | null;
  primary: string;
  detailed: string;
  category: string[];
  category_id: string;
  channel: 'online' | 'in store' | 'other';
  amount: [number, number];
}

const m = (
  descriptor: string,
  merchant_name: string | null,
  website: string | null,
  detailed: string,
  category: string[],
  category_id: string,
  channel: MerchantSpec['channel'],
  amount: [number, number],
): MerchantSpec => ({
  descriptor,
  merchant_name,
  website,
  primary: primaryOf(detailed),
  detailed,
  category,
  category_id,
  channel,
  amount,
});

const PRIMARIES = [
  'INCOME',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'LOAN_PAYMENTS',
  'BANK_FEES',
  'ENTERTAINMENT',
  'FOOD_AND_DRINK',
  'GENERAL_MERCHANDISE',
  'HOME_IMPROVEMENT',
  'MEDICAL',
  'PERSONAL_CARE',
  'GENERAL_SERVICES',
  'TRANSPORTATION',
  'TRAVEL',
  'RENT_AND_UTILITIES',
];

export function primaryOf(detailed: string): string {
  const primary = PRIMARIES.find((candidate) => detailed.startsWith(`${candidate}_`));
  if (!primary) throw new Error(`unknown category ${detailed}`);
  return primary;
}

/** Everyday spending, picked at random on each day. */
export const EVERYDAY: MerchantSpec[] = [
  m(
    'WHOLE FOODS MARKET #10234',
    'Whole Foods Market',
    'wholefoodsmarket.com',
    'FOOD_AND_DRINK_GROCERIES',
    ['Shops', 'Supermarkets and Groceries'],
    '19047000',
    'in store',
    [18, 160],
  ),
  m(
    'TRADER JOE S #552',
    "Trader Joe's",
    'traderjoes.com',
    'FOOD_AND_DRINK_GROCERIES',
    ['Shops', 'Supermarkets and Groceries'],
    '19047000',
    'in store',
    [22, 120],
  ),
  m(
    'SAFEWAY #1489',
    'Safeway',
    'safeway.com',
    'FOOD_AND_DRINK_GROCERIES',
    ['Shops', 'Supermarkets and Groceries'],
    '19047000',
    'in store',
    [15, 140],
  ),
  m(
    'STARBUCKS STORE 08812',
    'Starbucks',
    'starbucks.com',
    'FOOD_AND_DRINK_COFFEE',
    ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    '13005043',
    'in store',
    [3.5, 14],
  ),
  m(
    'BLUE BOTTLE COFFEE',
    'Blue Bottle Coffee',
    'bluebottlecoffee.com',
    'FOOD_AND_DRINK_COFFEE',
    ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    '13005043',
    'in store',
    [4, 12],
  ),
  m(
    'CHIPOTLE 1120',
    'Chipotle Mexican Grill',
    'chipotle.com',
    'FOOD_AND_DRINK_FAST_FOOD',
    ['Food and Drink', 'Restaurants', 'Fast Food'],
    '13005032',
    'in store',
    [9, 28],
  ),
  m(
    "MCDONALD'S F3354",
    "McDonald's",
    'mcdonalds.com',
    'FOOD_AND_DRINK_FAST_FOOD',
    ['Food and Drink', 'Restaurants', 'Fast Food'],
    '13005032',
    'in store',
    [6, 19],
  ),
  m(
    'SQ *OLIVE AND VINE',
    'Olive and Vine',
    null,
    'FOOD_AND_DRINK_RESTAURANT',
    ['Food and Drink', 'Restaurants'],
    '13005000',
    'in store',
    [28, 140],
  ),
  m(
    'UBER EATS',
    'Uber Eats',
    'ubereats.com',
    'FOOD_AND_DRINK_RESTAURANT',
    ['Food and Drink', 'Restaurants'],
    '13005000',
    'online',
    [18, 65],
  ),
  m(
    'AMAZON MKTPL*2K4T81',
    'Amazon',
    'amazon.com',
    'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
    ['Shops', 'Digital Purchase'],
    '19013000',
    'online',
    [8, 220],
  ),
  m(
    'TARGET 00023481',
    'Target',
    'target.com',
    'GENERAL_MERCHANDISE_SUPERSTORES',
    ['Shops', 'Department Stores'],
    '19018000',
    'in store',
    [12, 190],
  ),
  m(
    'COSTCO WHSE #0481',
    'Costco',
    'costco.com',
    'GENERAL_MERCHANDISE_SUPERSTORES',
    ['Shops', 'Warehouses and Wholesale Stores'],
    '19051000',
    'in store',
    [45, 320],
  ),
  m(
    'UNIQLO USA',
    'Uniqlo',
    'uniqlo.com',
    'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
    ['Shops', 'Clothing and Accessories'],
    '19012000',
    'in store',
    [20, 150],
  ),
  m(
    'BEST BUY 00011',
    'Best Buy',
    'bestbuy.com',
    'GENERAL_MERCHANDISE_ELECTRONICS',
    ['Shops', 'Computers and Electronics'],
    '19013000',
    'in store',
    [25, 600],
  ),
  m(
    'SHELL OIL 57444',
    'Shell',
    'shell.com',
    'TRANSPORTATION_GAS',
    ['Travel', 'Gas Stations'],
    '22009000',
    'in store',
    [28, 75],
  ),
  m(
    'CHEVRON 0209',
    'Chevron',
    'chevron.com',
    'TRANSPORTATION_GAS',
    ['Travel', 'Gas Stations'],
    '22009000',
    'in store',
    [30, 80],
  ),
  m(
    'UBER *TRIP',
    'Uber',
    'uber.com',
    'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
    ['Travel', 'Taxi'],
    '22016000',
    'online',
    [9, 48],
  ),
  m(
    'LYFT *RIDE',
    'Lyft',
    'lyft.com',
    'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
    ['Travel', 'Taxi'],
    '22016000',
    'online',
    [8, 42],
  ),
  m(
    'CLIPPER TRANSIT',
    'Clipper',
    null,
    'TRANSPORTATION_PUBLIC_TRANSIT',
    ['Travel', 'Public Transportation Services'],
    '22014000',
    'in store',
    [2.5, 50],
  ),
  m(
    'CVS/PHARMACY #04512',
    'CVS Pharmacy',
    'cvs.com',
    'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
    ['Shops', 'Pharmacies'],
    '19043000',
    'in store',
    [6, 85],
  ),
  m(
    'HOME DEPOT #6612',
    'The Home Depot',
    'homedepot.com',
    'HOME_IMPROVEMENT_HARDWARE',
    ['Shops', 'Hardware Store'],
    '19028000',
    'in store',
    [12, 260],
  ),
  m(
    'AMC THEATRES 0412',
    'AMC Theatres',
    'amctheatres.com',
    'ENTERTAINMENT_TV_AND_MOVIES',
    ['Recreation', 'Arts and Entertainment'],
    '17001000',
    'in store',
    [14, 48],
  ),
  m(
    'GREAT CLIPS #2231',
    'Great Clips',
    'greatclips.com',
    'PERSONAL_CARE_HAIR_AND_BEAUTY',
    ['Service', 'Personal Care'],
    '18045000',
    'in store',
    [18, 45],
  ),
];

/** Occasional larger purchases. */
export const TRAVEL: MerchantSpec[] = [
  m(
    'UNITED AIRLINES 0162',
    'United Airlines',
    'united.com',
    'TRAVEL_FLIGHTS',
    ['Travel', 'Airlines and Aviation Services'],
    '22001000',
    'online',
    [180, 820],
  ),
  m(
    'MARRIOTT HOTELS',
    'Marriott',
    'marriott.com',
    'TRAVEL_LODGING',
    ['Travel', 'Lodging', 'Hotels and Motels'],
    '22012003',
    'in store',
    [140, 900],
  ),
  m(
    'AIRBNB * HMQ2',
    'Airbnb',
    'airbnb.com',
    'TRAVEL_LODGING',
    ['Travel', 'Lodging'],
    '22012000',
    'online',
    [160, 1100],
  ),
];

/** Monthly bills: day of month, merchant. */
export const MONTHLY_BILLS: Array<{ day: number; spec: MerchantSpec }> = [
  {
    day: 1,
    spec: m(
      'CASCADE PROPERTY MGMT RENT',
      'Cascade Property Management',
      null,
      'RENT_AND_UTILITIES_RENT',
      ['Payment', 'Rent'],
      '16002000',
      'other',
      [2150, 2150],
    ),
  },
  {
    day: 6,
    spec: m(
      'PG&E WEB ONLINE',
      'PG&E',
      'pge.com',
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
      ['Service', 'Utilities', 'Gas'],
      '18068002',
      'online',
      [60, 180],
    ),
  },
  {
    day: 9,
    spec: m(
      'COMCAST XFINITY',
      'Xfinity',
      'xfinity.com',
      'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
      ['Service', 'Cable'],
      '18009000',
      'online',
      [79.99, 79.99],
    ),
  },
  {
    day: 12,
    spec: m(
      'VERIZON WIRELESS',
      'Verizon',
      'verizon.com',
      'RENT_AND_UTILITIES_TELEPHONE',
      ['Service', 'Telecommunication Services'],
      '18063000',
      'online',
      [65, 95],
    ),
  },
  {
    day: 15,
    spec: m(
      'NETFLIX.COM',
      'Netflix',
      'netflix.com',
      'ENTERTAINMENT_TV_AND_MOVIES',
      ['Service', 'Subscription'],
      '18061000',
      'online',
      [15.49, 15.49],
    ),
  },
  {
    day: 18,
    spec: m(
      'SPOTIFY USA',
      'Spotify',
      'spotify.com',
      'ENTERTAINMENT_MUSIC_AND_AUDIO',
      ['Service', 'Subscription'],
      '18061000',
      'online',
      [11.99, 11.99],
    ),
  },
  {
    day: 21,
    spec: m(
      'EQUINOX 0211',
      'Equinox',
      'equinox.com',
      'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
      ['Recreation', 'Gyms and Fitness Centers'],
      '17018000',
      'other',
      [45, 45],
    ),
  },
];

export const PAYROLL = m(
  'ACME CORP PAYROLL PPD ID: 1234567',
  'Acme Corp',
  null,
  'INCOME_WAGES',
  ['Transfer', 'Payroll'],
  '21009000',
  'other',
  [2450, 2650],
);
export const INTEREST = m(
  'INTEREST PAYMENT',
  null,
  null,
  'INCOME_INTEREST_EARNED',
  ['Interest', 'Interest Earned'],
  '15001000',
  'other',
  [1.5, 45],
);
export const DIVIDEND = m(
  'DIVIDEND RECEIVED VTI',
  null,
  null,
  'INCOME_DIVIDENDS',
  ['Transfer', 'Deposit'],
  '21007000',
  'other',
  [20, 260],
);
export const TRANSFER_TO_SAVINGS = m(
  'ONLINE TRANSFER TO SAVINGS',
  null,
  null,
  'TRANSFER_OUT_SAVINGS',
  ['Transfer', 'Debit'],
  '21006000',
  'other',
  [200, 600],
);
export const TRANSFER_FROM_CHECKING = m(
  'ONLINE TRANSFER FROM CHECKING',
  null,
  null,
  'TRANSFER_IN_SAVINGS',
  ['Transfer', 'Credit'],
  '21005000',
  'other',
  [200, 600],
);
export const ATM_WITHDRAWAL = m(
  'ATM WITHDRAWAL 0412 MAIN ST',
  null,
  null,
  'TRANSFER_OUT_WITHDRAWAL',
  ['Transfer', 'Withdrawal', 'ATM'],
  '21012002',
  'in store',
  [40, 200],
);
export const ATM_FEE = m(
  'NON-NETWORK ATM FEE',
  null,
  null,
  'BANK_FEES_ATM_FEES',
  ['Bank Fees', 'ATM'],
  '10001000',
  'other',
  [2.5, 3.5],
);
/** A credit card's payment, as the paying account and the card each name it. */
function cardPayment(name: string): MerchantSpec {
  return m(
    name,
    null,
    null,
    'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    ['Payment', 'Credit Card'],
    '16001000',
    'other',
    [300, 1800],
  );
}
export const CARD_PAYMENT_OUT = cardPayment('PLAID CREDIT CARD AUTOPAY');
export const CARD_PAYMENT_IN = cardPayment('AUTOMATIC PAYMENT - THANK YOU');
export const STUDENT_LOAN_PAYMENT = m(
  'STUDENT LOAN PAYMENT RECEIVED',
  null,
  null,
  'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  ['Payment', 'Loan'],
  '16003000',
  'other',
  [320, 320],
);
export const MORTGAGE_PAYMENT = m(
  'MORTGAGE PAYMENT RECEIVED',
  null,
  null,
  'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  ['Payment', 'Loan'],
  '16003000',
  'other',
  [1850, 1850],
);
export const RETIREMENT_CONTRIBUTION = m(
  'EMPLOYEE CONTRIBUTION',
  null,
  null,
  'TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS',
  ['Transfer', 'Deposit'],
  '21007000',
  'other',
  [250, 650],
);
