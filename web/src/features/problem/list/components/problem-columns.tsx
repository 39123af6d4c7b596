import type { MouseEvent, ReactNode } from 'react';
import type { ProblemListRow } from '@oj/shared/api/problem';
import type { DataColumn, RowAttributes } from '../../../../components/ui/data-table';
import { AppLink } from '../../../../components/app-link';
import { DifficultyTag } from '../../../../components/difficulty-tag';
import { AcRateBar } from './ac-rate-bar';
import { StatusIcon } from './status-icon';
import { TagChip } from './tag-chip';
import type { PanelAnchor } from './verdict-panel';

/** The verdict panel is about 190 px tall: under the row when it fits, otherwise above it. */
function anchorUnder(element: HTMLElement): PanelAnchor {
  const box = element.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left + box.width / 3, window.innerWidth - 296));
  return box.bottom + 200 < window.innerHeight
    ? { left, top: box.bottom + 4 }
    : { left, bottom: window.innerHeight - box.top + 4 };
}

/** A row's hover floats its verdict shares under it (spec §2). */
export function problemRowAttributes(
  onHover: (row: ProblemListRow | null, anchor?: PanelAnchor) => void,
): (row: ProblemListRow) => RowAttributes {
  return (row) => ({
    'data-testid': 'problem-row',
    onMouseEnter: (event: MouseEvent<HTMLTableRowElement>) => onHover(row, anchorUnder(event.currentTarget)),
    onMouseLeave: () => onHover(null),
  });
}

const hrefOf = (row: ProblemListRow) => `/problem/${encodeURIComponent(row.problemId)}`;

function Tags({ row }: { row: ProblemListRow }) {
  if (row.tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {row.tags.map((tag) => (
        <TagChip key={tag.id} name={tag.name} color={tag.color} />
      ))}
    </span>
  );
}

interface ColumnChoices {
  showStatus: boolean;
  showTags: boolean;
  /** Translated headers and the challenge link's text. */
  text: Record<
    'status' | 'problemId' | 'problemTitle' | 'difficulty' | 'tags' | 'acRate' | 'action' | 'challenge',
    string
  >;
}

/** The problem list's columns; on narrow screens difficulty and tags move under the title. */
export function problemColumns({ showStatus, showTags, text }: ColumnChoices): DataColumn<ProblemListRow>[] {
  const columns: (DataColumn<ProblemListRow> | false)[] = [
    showStatus && {
      key: 'status',
      header: <span className="sr-only md:not-sr-only">{text.status}</span>,
      cell: (row) => <StatusIcon myStatus={row.myStatus} />,
      className: 'pl-4',
      headClassName: 'pr-3',
      cellClassName: 'w-10 text-center',
      headTestId: 'status-column',
      cellTestId: 'status-cell',
    },
    {
      key: 'problemId',
      header: text.problemId,
      cell: (row) => <AppLink href={hrefOf(row)}>{row.problemId}</AppLink>,
      className: 'pr-3 pl-4',
      cellClassName: 'font-mono text-xs whitespace-nowrap text-blue-600',
    },
    {
      key: 'problemTitle',
      header: text.problemTitle,
      cell: (row) => (
        <>
          <AppLink href={hrefOf(row)} className="font-medium text-slate-800 hover:text-blue-600">
            {row.title}
          </AppLink>
          <div className="mt-1 flex flex-wrap items-center gap-1 md:hidden">
            <DifficultyTag difficulty={row.difficulty} />
            {showTags ? <Tags row={row} /> : null}
          </div>
        </>
      ),
      className: 'pr-3',
    },
    {
      key: 'difficulty',
      header: text.difficulty,
      cell: (row) => <DifficultyTag difficulty={row.difficulty} />,
      className: 'pr-3',
      hideBelow: 'md',
    },
    showTags && {
      key: 'tags',
      header: text.tags,
      cell: (row): ReactNode => <Tags row={row} />,
      className: 'pr-3',
      hideBelow: 'md',
    },
    {
      key: 'acRate',
      header: text.acRate,
      cell: (row) => <AcRateBar ac={row.ac} total={row.total} />,
      className: 'pr-4',
    },
    {
      key: 'action',
      header: text.action,
      cell: (row) => (
        <AppLink
          href={hrefOf(row)}
          className="inline-block rounded-md border border-blue-200 px-3 py-1 text-xs font-medium whitespace-nowrap text-blue-600 transition hover:bg-blue-600 hover:text-white"
          data-testid="challenge"
        >
          {text.challenge}
        </AppLink>
      ),
      className: 'pr-4 text-right',
      hideBelow: 'md',
    },
  ];
  return columns.filter((column) => column !== false);
}
