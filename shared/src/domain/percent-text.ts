/**
 * A share as the contract writes loads, two decimals and a percent sign ("12.50%"). A load above the
 * cores is shown as it is (over 100 %), as that is what an overloaded machine is.
 */
export function percentText(share: number): string {
  const percent = Number.isFinite(share) ? Math.max(share, 0) * 100 : 0;
  return `${percent.toFixed(2)}%`;
}
