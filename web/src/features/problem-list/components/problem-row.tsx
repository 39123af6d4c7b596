import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemListRow } from '@oj/shared/api/problem';
import { AppLink } from '../../../components/app-link';
import { AcRateBar } from './ac-rate-bar';
import { DifficultyBadge } from './difficulty-badge';
import { StatusIcon } from './status-icon';
import { TagChip } from './tag-chip';
import type { PanelAnchor } from './verdict-panel';

interface ProblemRowProps {
  row: ProblemListRow;
  showStatus: boolean;
  showTags: boolean;
  onHover: (row: ProblemListRow | null, anchor?: PanelAnchor) => void;
}

/** The verdict panel is about 190 px tall: under the row when it fits, otherwise above it. */
function anchorUnder(element: HTMLElement): PanelAnchor {
  const box = element.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left + box.width / 3, window.innerWidth - 296));
  return box.bottom + 200 < window.innerHeight
    ? { left, top: box.bottom + 4 }
    : { left, bottom: window.innerHeight - box.top + 4 };
}

/** One problem; on narrow screens difficulty and tags move under the title. */
export function ProblemRow({ row, showStatus, showTags, onHover }: ProblemRowProps) {
  const { t } = useTranslation();
  const href = `/problem/${encodeURIComponent(row.problemId)}`;
  const tags = showTags && row.tags.length > 0 && (
    <span className="flex flex-wrap gap-1">
      {row.tags.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} />
      ))}
    </span>
  );
  return (
    <tr
      className="border-t border-slate-100 transition hover:bg-blue-50/40"
      data-testid="problem-row"
      onMouseEnter={(event: MouseEvent<HTMLTableRowElement>) =>
        onHover(row, anchorUnder(event.currentTarget))
      }
      onMouseLeave={() => onHover(null)}
    >
      {showStatus && (
        <td className="w-10 py-3 pl-4 text-center" data-testid="status-cell">
          <StatusIcon myStatus={row.myStatus} />
        </td>
      )}
      <td className="py-3 pr-3 pl-4 font-mono text-xs whitespace-nowrap text-blue-600">
        <AppLink href={href}>{row.problemId}</AppLink>
      </td>
      <td className="py-3 pr-3">
        <AppLink href={href} className="font-medium text-slate-800 hover:text-blue-600">
          {row.title}
        </AppLink>
        <div className="mt-1 flex flex-wrap items-center gap-1 md:hidden">
          <DifficultyBadge difficulty={row.difficulty} />
          {tags}
        </div>
      </td>
      <td className="hidden py-3 pr-3 md:table-cell">
        <DifficultyBadge difficulty={row.difficulty} />
      </td>
      {showTags && <td className="hidden py-3 pr-3 md:table-cell">{tags}</td>}
      <td className="py-3 pr-4">
        <AcRateBar ac={row.ac} total={row.total} />
      </td>
      <td className="hidden py-3 pr-4 text-right md:table-cell">
        <AppLink
          href={href}
          className="inline-block rounded-md border border-blue-200 px-3 py-1 text-xs font-medium whitespace-nowrap text-blue-600 transition hover:bg-blue-600 hover:text-white"
          data-testid="challenge"
        >
          {t('problem-list.challenge')}
        </AppLink>
      </td>
    </tr>
  );
}
