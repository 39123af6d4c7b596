import type { ReactNode } from 'react';
import type { DataColumn } from '../ui/data-table';
import { ToggleSwitch } from '../ui/toggle-switch';

interface SwitchColumnSpec<R> {
  key: string;
  header: ReactNode;
  className?: string;
  checked: (row: R) => boolean;
  /** What the switch turns on, read out and shown on hover; by row when it says the state. */
  label: string | ((row: R) => string);
  /** The row's write is on its way: the switch waits, so a second click cannot cross it. */
  busy: (row: R) => boolean;
  /** Saved at once, no confirmation: a switch is undone by the same click. */
  onChange: (row: R, checked: boolean) => void;
  testId: string;
}

/** A column of on/off switches (visible, pinned, handled), one per row. */
export function switchColumn<R>(spec: SwitchColumnSpec<R>): DataColumn<R> {
  return {
    key: spec.key,
    header: spec.header,
    className: spec.className,
    cell: (row) => (
      <ToggleSwitch
        checked={spec.checked(row)}
        label={typeof spec.label === 'string' ? spec.label : spec.label(row)}
        disabled={spec.busy(row)}
        onChange={(checked) => spec.onChange(row, checked)}
        testId={spec.testId}
      />
    ),
  };
}
