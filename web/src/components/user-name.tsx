/** A user's name, styled when the user's number field is vip1, vip2 or vip3 (spec §2). */
const vipClasses: Record<string, string> = {
  vip1: 'font-semibold text-sky-600',
  vip2: 'font-semibold text-violet-600',
  vip3: 'font-bold bg-gradient-to-r from-amber-500 to-rose-500 bg-clip-text text-transparent',
};

export function vipClassOf(number: string | null | undefined): string {
  return (number && vipClasses[number]) || '';
}

export function UserName({ name, number }: { name: string; number?: string | null }) {
  return (
    <span className={vipClassOf(number)} data-vip={number && vipClasses[number] ? number : undefined}>
      {name}
    </span>
  );
}
