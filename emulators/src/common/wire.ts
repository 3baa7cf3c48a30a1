/**
 * A provider SDK's type as JSON carries it. Every enum becomes the union of its string values: plaid's enums are
 * runtime objects and the SDKs are development dependencies only, so the emulator writes 'transactions' where the SDK
 * writes Products.Transactions, and the compiler still checks each value against the provider's API. A Date is a
 * number, the epoch seconds of AWS's JSON protocol (Plaid's dates are strings already).
 */
export type Wire<T> = T extends Date
  ? number
  : T extends string
    ? `${T}`
    : T extends Array<infer Element>
      ? Array<Wire<Element>>
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;
