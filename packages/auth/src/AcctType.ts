/**
 * Account kinds, as the server sends them in `acctType`. A plain object rather than
 * a TypeScript `enum`, so that bundlers can drop it when unused; use it as a value and as a type.
 *
 * @example user.acctType === AcctType.Trial
 */
export const AcctType = {
  Formal: 1,
  Trial: 2,
  Individual: 3,
  Company: 4,
} as const;

/** One of the account kinds: 1 formal, 2 trial, 3 individual-type, 4 company-type. */
export type AcctType = (typeof AcctType)[keyof typeof AcctType];
