/**
 * The values of a user's `number` field that style the user's name (spec §2). Only administrators set
 * `number`; the server keeps a directory of the users who hold one of these, so lists can carry it.
 */
export const vipNumbers = ['vip1', 'vip2', 'vip3'] as const;
export type VipNumber = (typeof vipNumbers)[number];

export function isVipNumber(value: unknown): value is VipNumber {
  return typeof value === 'string' && (vipNumbers as readonly string[]).includes(value);
}
