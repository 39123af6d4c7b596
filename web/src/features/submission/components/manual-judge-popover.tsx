import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import { TitledPopover } from '../../../components/ui/titled-popover';
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
  return (
    <TitledPopover
      open={open}
      onOpenChange={setOpen}
      trigger={t('submission.actions.manualJudge')}
      triggerClassName={triggerClassName}
      triggerTestId="manual-judge"
      title={t('submission.manual.title', { id: row.submitId })}
      titleClassName="mb-3 pr-6"
      panelTestId="manual-judge-popover"
      panelClassName="relative"
    >
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
      <Popover.Arrow className="fill-white drop-shadow-[0_1px_0_rgb(226_232_240)]" width={12} height={6} />
    </TitledPopover>
  );
}
