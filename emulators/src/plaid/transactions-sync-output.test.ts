import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ItemData } from './item-data';
import { PlaidError } from './plaid-error';
import { PlaidStore, type Item } from './plaid-store';
import { syncPage, type SyncPage } from './transactions-sync';

// What /transactions/sync gives, pinned: a digest of every page (ids, amounts, dates, names, pending, cursors) of an
// item's first sync, of each sync after a day passes, a webhook's update or a sandbox transaction, and of a whole
// resync at the end, for bench items and ordinary ones. Any change to the data or to the paging shows up here.

const HOUNDSTOOTH = 'ins_109512';
const FIRST_PLATYPUS = 'ins_109508';
const TARTAN = 'ins_109511';

const digest = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** Every page from the cursor to the end of the pagination. */
function syncAll(data: ItemData, item: Item, cursor: string | undefined, count: number) {
  const pages: SyncPage[] = [];
  for (;;) {
    const page = syncPage(item, data.log(item), cursor, count);
    pages.push(page);
    cursor = page.next_cursor;
    if (!page.has_more) return { pages, cursor };
  }
}

const totals = (pages: SyncPage[]) =>
  [
    pages.length,
    ...(['added', 'modified', 'removed'] as const).map((kind) => pages.flatMap((p) => p[kind]).length),
  ].join('/');

interface Scenario {
  institutionId: string;
  masks: string[];
  benchTransactions: number | null;
}

/** The item's life: linked, synced, then days, webhooks and sandbox transactions, each followed by a sync. */
function run({ institutionId, masks, benchTransactions }: Scenario): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaid-sync-output-'));
  // Noon in New York on the day the item is linked.
  let now = new Date('2026-03-10T16:00:00Z');
  const clock = () => now;
  const store = new PlaidStore(dir);
  const data = new ItemData(store, clock);
  const item = store.createItem({
    institution_id: institutionId,
    client_user_id: 'u',
    webhook: null,
    products: ['transactions'],
    masks,
    seed: `seed-${institutionId}-${benchTransactions ?? 'daily'}`,
    anchor_day: data.today(institutionId),
    bench_transactions: benchTransactions,
  });
  const out: Record<string, string> = {};
  const record = (name: string, pages: SyncPage[]) => {
    out[name] = `${totals(pages)} ${digest(pages)} accounts ${digest(data.accounts(item))}`;
  };

  const first = syncAll(data, item, undefined, 500);
  record('first sync (500)', first.pages);
  record('first sync (137)', syncAll(data, item, undefined, 137).pages);
  let cursor = first.cursor;

  const custom = (day: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      date_transacted: day,
      date_posted: day,
      amount: i % 2 === 0 ? 12.5 + i : -40 - i,
      description: i % 3 === 0 ? `STARBUCKS ${i} SEATTLE WA` : `Test purchase ${i}`,
      iso_currency_code: 'USD',
    }));
  for (let step = 1; step <= 14; step += 1) {
    let what: string;
    if (step % 5 === 2) {
      if (masks.includes('0000')) {
        data.addCustom(item, custom(data.today(institutionId), 1 + (step % 4)));
        what = 'custom';
      } else {
        data.addUpdate(item);
        what = 'webhook';
      }
    } else if (step % 5 === 4) {
      data.addUpdate(item);
      what = 'webhook';
    } else {
      now = new Date(now.getTime() + (step % 3 === 0 ? 2 : 1) * 86_400_000);
      data.addUpdate(item);
      what = 'day';
    }
    const synced = syncAll(data, item, cursor, step % 2 === 0 ? 3 : 100);
    cursor = synced.cursor;
    record(`step ${step} ${what}`, synced.pages);
  }

  // A change between two pages of a pagination: the next page is refused, and a restart from where it began works.
  const begin = syncPage(item, data.log(item), undefined, 200);
  data.addUpdate(item);
  let refused = '';
  try {
    syncPage(item, data.log(item), begin.next_cursor, 200);
  } catch (error) {
    refused = error instanceof PlaidError ? error.errorCode : 'other';
  }
  out['mutation during pagination'] = refused;
  record('after the mutation', syncAll(data, item, cursor, 50).pages);

  record('whole resync (500)', syncAll(data, item, undefined, 500).pages);
  // The emulator restarted: the same state file gives the same data.
  const restarted = new PlaidStore(dir);
  const again = new ItemData(restarted, clock);
  const sameItem = restarted.item(item.item_id)!;
  out['after a restart'] = digest(syncAll(again, sameItem, undefined, 500).pages);
  out['after a restart, accounts'] = digest(again.accounts(sameItem));
  return out;
}

describe('/transactions/sync output, pinned', () => {
  // Item ids are random; the pinned data needs a known one (every transaction id derives from it).
  beforeEach(() => {
    jest.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000001');
  });
  afterEach(() => jest.restoreAllMocks());

  it('a bench item (3,000, every account) gives the same pages as days pass and changes are made', () => {
    expect(
      run({
        institutionId: HOUNDSTOOTH,
        masks: ['0000', '1111', '2222', '4444', '3333', '7777', '8888', '5555', '6666'],
        benchTransactions: 3000,
      }),
    ).toEqual({
      'first sync (500)': '6/3000/0/0 916d119914a990a0 accounts 1148a4f52b895fa1',
      'first sync (137)': '22/3000/0/0 6c19a2350bb9823f accounts 1148a4f52b895fa1',
      'step 1 day': '1/3/1/0 dc2b9539ae5dc450 accounts 62f75e59624a660f',
      'step 2 custom': '1/3/0/0 dcdbd169c05735fd accounts 8c300715f7558b0d',
      'step 3 day': '1/7/1/3 d5f6e6293753802d accounts 695e3760c34e4252',
      'step 4 webhook': '4/6/1/4 c1854a87e13cd28c accounts d02a3bb2dd8cbbe3',
      'step 5 day': '1/5/1/3 194c521a9c7e4e5e accounts 928c700f79f474b8',
      'step 6 day': '5/11/1/2 12be4749f6ac9b7c accounts 4a40a05bf6ff3653',
      'step 7 custom': '1/4/0/0 154647c19f4a7648 accounts da776329d7549c41',
      'step 8 day': '6/9/1/8 69aae377c9cff2ad accounts adbafed5af01633e',
      'step 9 webhook': '1/4/1/2 91ade200e4de2425 accounts 14d9542c6c082046',
      'step 10 day': '3/6/1/2 5d9b338e56b6b9a0 accounts 1e07133dd1826221',
      'step 11 day': '1/6/1/5 f76f0b5e80c8a732 accounts a57efc492c0a714a',
      'step 12 custom': '1/1/0/0 a4e9b616d49d421e accounts 79d10b9ebbafc2b8',
      'step 13 day': '1/4/1/2 0c3af82f47f6bea3 accounts 0a8d8f70711b5eee',
      'step 14 webhook': '3/5/1/2 54ac27092761ebca accounts 0cf1aa12a9186c27',
      'mutation during pagination': 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'after the mutation': '1/6/0/4 a06bfb0f0caeb95a accounts 674a6048edb8e2a4',
      'whole resync (500)': '7/3044/6/1 f1ef63d6070e1e69 accounts 674a6048edb8e2a4',
      'after a restart': 'f1ef63d6070e1e69',
      'after a restart, accounts': '674a6048edb8e2a4',
    });
  });

  it('a bench item (2,000, three spending accounts) gives the same pages', () => {
    expect(
      run({ institutionId: FIRST_PLATYPUS, masks: ['0000', '1111', '3333', '7777', '5555'], benchTransactions: 2000 }),
    ).toEqual({
      'first sync (500)': '4/2000/0/0 d8e1a3c4fdaa1bc1 accounts a3067b165edc8d85',
      'first sync (137)': '15/2000/0/0 45814850274a75d2 accounts a3067b165edc8d85',
      'step 1 day': '1/1/1/0 f79d84f5f68be609 accounts bf745b67c6de9b02',
      'step 2 custom': '1/3/0/0 35a4b33666201bf4 accounts 651855d925a10f99',
      'step 3 day': '1/6/1/1 7880031d7127ae35 accounts ffd9e13b43a876ef',
      'step 4 webhook': '5/7/1/5 e75fa255285339c2 accounts 2fed7aea9fb7fd9a',
      'step 5 day': '1/4/1/3 b461ffed2cb55df0 accounts 382240925a3bf89a',
      'step 6 day': '2/4/1/1 13d308efc74f1f4e accounts 95dd8931aac11360',
      'step 7 custom': '1/4/0/0 8b1a6d114a6aa05d accounts 0d8c8701f5c0411a',
      'step 8 day': '2/3/0/3 01f86cfe2cedf35b accounts 12cdbc2e6c742340',
      'step 9 webhook': '1/3/1/1 9f3f11fad785bfcc accounts 73f3214e3f49c4fb',
      'step 10 day': '2/3/1/2 886ed2f2ec47bb25 accounts bec5fa02028f48d2',
      'step 11 day': '1/2/1/2 070b6a661826f471 accounts ccfe76a1fb174e2d',
      'step 12 custom': '1/1/0/0 365ac4b2cb286727 accounts f843861b00009f70',
      'step 13 day': '1/3/0/1 9740bb247161dc28 accounts 3dbeb65569bf74ac',
      'step 14 webhook': '3/5/0/2 aa7abddd0db58f3c accounts ebecb34880f5c8de',
      'mutation during pagination': 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'after the mutation': '1/5/1/4 7dd9526e3b7924e7 accounts 5ae5bcfe4d01d9bf',
      'whole resync (500)': '5/2032/5/3 2998c8a62abefc45 accounts 5ae5bcfe4d01d9bf',
      'after a restart': '2998c8a62abefc45',
      'after a restart, accounts': '5ae5bcfe4d01d9bf',
    });
  });

  it('a bench item with a card only (1,001: no pay, no custom transactions) gives the same pages', () => {
    expect(run({ institutionId: TARTAN, masks: ['3333'], benchTransactions: 1001 })).toEqual({
      'first sync (500)': '3/1001/0/0 596c27c0c678d889 accounts 4d2c84c495db59bb',
      'first sync (137)': '8/1001/0/0 8966db70c9c60d22 accounts 4d2c84c495db59bb',
      'step 1 day': '1/1/1/0 dca07cbd2663cc0f accounts 12d555c23ac3af91',
      'step 2 webhook': '2/3/1/1 f258949207ad1e4d accounts 47dca160826afdfb',
      'step 3 day': '1/5/1/3 06e7f9157f24e702 accounts 8a7b6450a8eea169',
      'step 4 webhook': '3/5/1/3 e452de29efad3552 accounts 482f613e492fa558',
      'step 5 day': '1/4/1/2 3f72ea3ff8b9fe77 accounts 799458526360aecb',
      'step 6 day': '3/4/1/3 6c1224d510de8bf0 accounts 3f426e869712dc64',
      'step 7 webhook': '1/4/1/2 37d8e3fb3eb7dec8 accounts 0e3017b878ec14c5',
      'step 8 day': '3/5/1/2 4a8521ddacda33da accounts 7d5fb8953d8adf0f',
      'step 9 webhook': '1/6/1/4 fc8e479391306cb2 accounts da1e908ea6e85b1d',
      'step 10 day': '3/5/1/3 305cb871a8d491ed accounts 2c58fcbf1e24ec85',
      'step 11 day': '1/4/0/2 17f02d6c4399c5ce accounts 95fcee347e118cf5',
      'step 12 webhook': '3/5/1/3 e61296fcb4518d2f accounts 8719c2bb2e9f4eaf',
      'step 13 day': '1/4/0/3 4334c08a2a5847a0 accounts db6f21c362f84308',
      'step 14 webhook': '2/3/0/1 35b4372d10cfee9f accounts 2b2439be95d32edc',
      'mutation during pagination': 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'after the mutation': '1/5/1/3 010c9068c3145995 accounts e9a3faae1bcc97b1',
      'whole resync (500)': '3/1032/6/3 896afbf9abb66622 accounts e9a3faae1bcc97b1',
      'after a restart': '896afbf9abb66622',
      'after a restart, accounts': 'e9a3faae1bcc97b1',
    });
  });

  it('an ordinary item (24 months day by day) gives the same pages', () => {
    expect(
      run({ institutionId: TARTAN, masks: ['0000', '1111', '3333', '8888', '6666'], benchTransactions: null }),
    ).toEqual({
      'first sync (500)': '4/1589/0/0 2003bad0603c326d accounts 3e7108dc6628d5c3',
      'first sync (137)': '12/1589/0/0 b2cf24c37ea09b4b accounts 3e7108dc6628d5c3',
      'step 1 day': '1/6/1/3 2126a5e766f4a81b accounts f8e21beae20919e1',
      'step 2 custom': '1/3/0/0 8d657f866299efd5 accounts f623aa7822b6f7c1',
      'step 3 day': '1/8/1/3 efb973c46fb88165 accounts 145222c337561640',
      'step 4 webhook': '4/6/1/5 96e46ac209dba44d accounts c3bc51ae51d88a6b',
      'step 5 day': '1/4/1/2 13f9630996e9fdde accounts 38163d42eb3f44f9',
      'step 6 day': '3/5/1/1 fc91378c48f0644c accounts c9329eafe3a5ce52',
      'step 7 custom': '1/4/0/0 fcf13138de7d2703 accounts b01f5c19f349b018',
      'step 8 day': '5/7/1/5 e31a5756981c7a15 accounts 04b692ba7941b27c',
      'step 9 webhook': '1/5/1/3 56d1af22d67d7917 accounts 9a546e6e2b713bd3',
      'step 10 day': '3/4/1/2 017eafe87629883b accounts 75f578f0a62060b3',
      'step 11 day': '1/3/1/2 cafe52260c11cc42 accounts a0e6eb55cbe004ab',
      'step 12 custom': '1/1/0/0 18a151f0d07a06ce accounts 461048218d6e5eae',
      'step 13 day': '1/5/1/2 1e9619adac7b5ff5 accounts 2a9deb4898472ce1',
      'step 14 webhook': '3/5/1/2 8d2ceeea74a88c6c accounts 762bb980b00c679d',
      'mutation during pagination': 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'after the mutation': '1/5/1/4 9663e2b440728aa9 accounts 561326fc6af4fe08',
      'whole resync (500)': '4/1626/0/0 1568a6a1d0a9f6df accounts 561326fc6af4fe08',
      'after a restart': '1568a6a1d0a9f6df',
      'after a restart, accounts': '561326fc6af4fe08',
    });
  });

  it('an ordinary item with checking only gives the same pages', () => {
    expect(run({ institutionId: FIRST_PLATYPUS, masks: ['0000'], benchTransactions: null })).toEqual({
      'first sync (500)': '3/1349/0/0 2d28c27027cfbd20 accounts 3da34b207f6a7327',
      'first sync (137)': '10/1349/0/0 eb37c9779dc97e33 accounts 3da34b207f6a7327',
      'step 1 day': '1/7/1/5 3882419f590e8ace accounts c7622a7deb3e97dd',
      'step 2 custom': '1/3/0/0 013e79502bf80880 accounts 8dc1445a302f0709',
      'step 3 day': '1/7/1/2 c9d180ce70419659 accounts c51593e330d72705',
      'step 4 webhook': '4/6/1/5 ad34385aafedd71e accounts 40d951d8aa6838d0',
      'step 5 day': '1/3/1/2 3389e5ade157ea36 accounts 4fe1ff7656307508',
      'step 6 day': '2/4/1/1 87a918378ac03d79 accounts 9cffeaa18a248aef',
      'step 7 custom': '1/4/0/0 b22946bfee496a84 accounts 7d4eb6fffd70651e',
      'step 8 day': '3/4/1/4 e504e1f0e5c4178c accounts 44472a403a4d868f',
      'step 9 webhook': '1/3/1/1 9a2e038e88eaef94 accounts 4bf0a769a7d986e2',
      'step 10 day': '2/3/1/2 50ed51cdd22f511f accounts 1c0f0d2cc3ecfb8e',
      'step 11 day': '1/4/1/2 ea69c20b0b4940de accounts 64b36c545386591b',
      'step 12 custom': '1/1/0/0 b9ce193e0874e69e accounts 297e4cccae74bae7',
      'step 13 day': '1/5/1/3 605b6f63c71c4cfa accounts 3ad26500e71b7833',
      'step 14 webhook': '3/4/1/2 7cf10845505f021b accounts 9d1aebce94a3259c',
      'mutation during pagination': 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      'after the mutation': '1/4/1/3 00a070326d75289c accounts ef35ed078d991f10',
      'whole resync (500)': '3/1379/0/0 02ea3748c44bf8e7 accounts ef35ed078d991f10',
      'after a restart': '02ea3748c44bf8e7',
      'after a restart, accounts': 'ef35ed078d991f10',
    });
  });
});
