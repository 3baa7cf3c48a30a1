// What the split editor and a split's details say (issue 32). Amounts come formatted as the app's money.

export const SPLIT_TEXTS = {
  splitButton: 'Split',
  title: 'Split transaction',
  part: (n: number) => `Part ${n}`,
  amountLabel: (n: number) => `Amount of part ${n}`,
  categoryLabel: (n: number) => `Category of part ${n}`,
  noteLabel: (n: number) => `Note of part ${n}`,
  removePart: (n: number) => `Remove part ${n}`,
  addPart: 'Add part',
  remaining: (money: string) => `Remaining: ${money}`,
  mustAddUp: (money: string) => `The parts must add up to ${money}.`,
  partAmountNotValid: (n: number) => `Part ${n}: enter an amount other than zero, with at most 2 decimals.`,
  save: 'Save split',
  cancel: 'Cancel',
  unsplit: 'Unsplit',
  summary: (count: number, money: string) => `Split into ${count} parts of ${money}`,
  review: (whole: string, parts: string) =>
    `The bank changed this transaction to ${whole}; its parts add up to ${parts}. Change the parts or unsplit it.`,
} as const;
