import { useId, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';

interface TitledPopoverProps {
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName: string;
  triggerTestId: string;
  /** The panel's heading, which also names it for screen readers. */
  title: ReactNode;
  /** Classes of the heading beyond its type (its spacing below, room for a close button). */
  titleClassName?: string;
  panelTestId: string;
  /** Classes added to the panel (`relative` for an absolutely placed close button). */
  panelClassName?: string;
  /** Given, the popover is controlled (closed by its content after an action). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A button's popover panel with a heading, opening below the button's end edge and kept inside the
 * window on a phone. Radix moves focus into it; Escape or a click outside closes it, focus going back
 * to the button.
 */
export function TitledPopover(props: TitledPopoverProps) {
  const titleId = useId();
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Popover.Trigger className={props.triggerClassName} data-testid={props.triggerTestId}>
        {props.trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className={`z-50 w-72 max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg ${props.panelClassName ?? ''}`}
          data-testid={props.panelTestId}
        >
          <h2
            id={titleId}
            className={`text-sm font-semibold text-slate-800 ${props.titleClassName ?? 'mb-3'}`}
          >
            {props.title}
          </h2>
          {props.children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
