import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { rankedContestantsQueryOptions } from '../api/get-ranked-contestants';
import { defaultMedalCounts, parseMedalCount, type MedalCounts } from './medal-counts';
import { scrollBoardHref } from './scroll-board-href';
import { CheckboxField } from '../../../components/ui/checkbox-field';

const medalKinds = ['gold', 'silver', 'bronze'] as const;

/** What the three count fields hold: text, as typed. */
type MedalTexts = [string, string, string];

const textsOf = (counts: MedalCounts): MedalTexts => [
  String(counts[0]),
  String(counts[1]),
  String(counts[2]),
];

interface ScrollBoardConfigFormProps {
  cid: number;
  /** The viewer's uid, so that the board's copy of their own row is not counted twice. */
  viewerUid: string | null;
}

/**
 * The scroll board settings of an ACM contest (spec §2 "Scroll board config tab", §5): the gold,
 * silver and bronze counts, 10/20/30 % of the ranked contestants by default, and whether star users
 * are left out; the board opens in a new window (the projector's).
 */
export function ScrollBoardConfigForm({ cid, viewerUid }: ScrollBoardConfigFormProps) {
  const { t } = useTranslation();
  const ranked = useQuery(rankedContestantsQueryOptions(cid, viewerUid));
  const defaults = defaultMedalCounts(ranked.data ?? 0);
  // Until the organiser types a count, the counts follow the ranked total as it loads.
  const [typed, setTyped] = useState<MedalTexts | null>(null);
  const [removeStar, setRemoveStar] = useState(true);
  const texts = typed ?? textsOf(defaults);
  const counts = texts.map(parseMedalCount);
  const sum = counts.reduce<number>((total, count) => total + (count ?? 0), 0);
  const tooMany = ranked.data !== undefined && sum > ranked.data;
  const valid = counts.every((count) => count !== null);

  function open(): void {
    if (!valid) return;
    const medals: MedalCounts = [counts[0] ?? 0, counts[1] ?? 0, counts[2] ?? 0];
    window.open(scrollBoardHref(cid, removeStar, medals), '_blank', 'noopener');
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="scroll-board-config">
      <h2 className="text-base font-semibold text-slate-800">{t('contest-ac-info.scrollBoard.heading')}</h2>
      <p className="mb-3 text-xs text-slate-500">{t('contest-ac-info.scrollBoard.hint')}</p>
      <p className="mb-4 text-sm text-slate-700" data-testid="scroll-board-ranked">
        {ranked.data !== undefined
          ? t('contest-ac-info.scrollBoard.ranked', { count: ranked.data })
          : ranked.isError
            ? t('contest-ac-info.scrollBoard.rankedUnknown')
            : '…'}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {medalKinds.map((kind, index) => {
          const wrong = counts[index] === null;
          return (
            <label key={kind} htmlFor={`medal-${kind}`} className="block">
              <span className="mb-1 block text-sm text-slate-600">
                {t(`contest-ac-info.scrollBoard.${kind}`)}
              </span>
              <input
                id={`medal-${kind}`}
                inputMode="numeric"
                value={texts[index]}
                onChange={(event) => {
                  const next: MedalTexts = [...texts];
                  next[index] = event.target.value;
                  setTyped(next);
                }}
                aria-invalid={wrong}
                data-testid={`medal-${kind}`}
                className={`w-full rounded-md border px-3 py-2 text-sm outline-none transition focus:border-blue-500 focus:ring-2 focus:ring-blue-100 ${wrong ? 'border-red-400' : 'border-slate-300'}`}
              />
              {wrong ? (
                <span className="mt-1 block text-xs text-red-500">
                  {t('contest-ac-info.scrollBoard.notWhole')}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {tooMany ? (
        <p className="mt-2 text-xs text-amber-600" data-testid="medal-too-many">
          {t('contest-ac-info.scrollBoard.tooMany', { count: ranked.data })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        <CheckboxField
          label={t('contest-ac-info.scrollBoard.removeStar')}
          checked={removeStar}
          onChange={setRemoveStar}
          testId="scroll-board-remove-star"
        />
        <Button variant="link" onClick={() => setTyped(null)} data-testid="medal-defaults">
          {t('contest-ac-info.scrollBoard.defaults')}
        </Button>
        <Button className="ml-auto" disabled={!valid} onClick={open} data-testid="scroll-board-open">
          {t('contest-ac-info.scrollBoard.open')}
        </Button>
      </div>
    </section>
  );
}
