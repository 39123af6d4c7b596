import { useTranslation } from 'react-i18next';

const statusLook: Record<number, string> = {
  [-1]: 'bg-sky-50 text-sky-700 ring-sky-200',
  0: 'bg-green-50 text-green-700 ring-green-200',
  1: 'bg-slate-100 text-slate-600 ring-slate-200',
};
const authLook: Record<number, string> = {
  0: 'bg-slate-50 text-slate-600 ring-slate-200',
  1: 'bg-red-50 text-red-700 ring-red-200',
  2: 'bg-orange-50 text-orange-700 ring-orange-200',
};
const tag = 'inline-block rounded px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset';

/** The contest's phase by the server's clock: scheduled (-1), running (0) or ended (1). */
export function ContestStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={`${tag} ${statusLook[status] ?? statusLook[1]}`}>
      {t(`admin-contest.status.${status === -1 ? 'scheduled' : status === 0 ? 'running' : 'ended'}`)}
    </span>
  );
}

/** ACM or OI, and who may enter: public, private (red) or protected (orange), as the contest list colours them. */
export function ContestRuleTags({ type, auth }: { type: number; auth: number }) {
  const { t } = useTranslation();
  const authName = auth === 1 ? 'private' : auth === 2 ? 'protected' : 'public';
  return (
    <span className="inline-flex gap-1">
      <span className={`${tag} bg-indigo-50 text-indigo-700 ring-indigo-200`}>
        {type === 1 ? 'OI' : 'ACM'}
      </span>
      <span className={`${tag} ${authLook[auth] ?? authLook[0]}`}>{t(`admin-contest.auth.${authName}`)}</span>
    </span>
  );
}
