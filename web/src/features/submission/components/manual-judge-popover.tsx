import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { ManualJudgeForm } from './manual-judge-form';

interface ManualJudgePopoverProps {
  row: SubmissionRow;
  triggerClassName: string;
  onJudged: (row: SubmissionRow) => void;
}

/**
 * Spec §2's manual-judge popover: anchored to the row's button. Radix moves focus into it (the
 * status select comes first), and Escape or a click outside closes it, focus going back to the button.
 */
export function ManualJudgePopover({ row, triggerClassName, onJudged }: ManualJudgePopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={triggerClassName} data-testid="manual-judge">
        {t('submission.actions.manualJudge')}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="relative z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="manual-judge-popover"
        >
          <h2 id={titleId} className="mb-3 pr-6 text-sm font-semibold text-slate-800">
            {t('submission.manual.title', { id: row.submitId })}
          </h2>
          <ManualJudgeForm
            row={row}
            onJudged={(answered) => {
              onJudged(answered);
              setOpen(false);
            }}
          />
          <Popover.Close
            aria-label={t('dialog.close')}
            className="absolute top-3 right-3 rounded p-1 text-xs leading-none text-slate-400 hover:bg-slate-100 hover:text-slate-600"
          >
            ✕
          </Popover.Close>
          <Popover.Arrow
            className="fill-white drop-shadow-[0_1px_0_rgb(226_232_240)]"
            width={12}
            height={6}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
