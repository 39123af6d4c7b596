import { AppLink } from '../app-link';
import { Button } from '../ui/button';

/** A link from the row to another screen about it (edit, its problems…). */
export interface RowLinkAction {
  text: string;
  href: string;
  testId?: string;
}

/** A button that acts on the row here; `danger` (red) for one that destroys, which should ask first. */
export interface RowButtonAction {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  testId?: string;
}

export type RowAction = RowLinkAction | RowButtonAction;

interface RowActionsProps {
  /** In order; `false` or `null` leaves out an action the viewer may not take. */
  actions: readonly (RowAction | false | null | undefined)[];
  /** `wrap`: the actions wrap in a narrow cell; `inline`: one line, for a short pair. */
  layout?: 'wrap' | 'inline';
  className?: string;
}

const layouts = {
  wrap: 'flex flex-wrap items-center gap-x-3 gap-y-1',
  inline: 'inline-flex gap-3',
} as const;

const linkClass = 'text-sm whitespace-nowrap text-blue-600 hover:underline';

/** The links and buttons at the end of a list's row, each one word or two, never broken. */
export function RowActions({ actions, layout = 'wrap', className }: RowActionsProps) {
  return (
    <span className={className ? `${layouts[layout]} ${className}` : layouts[layout]}>
      {actions.map((action, index) => {
        if (!action) return null;
        const key = action.testId ?? index;
        if ('href' in action)
          return (
            <AppLink key={key} href={action.href} className={linkClass} data-testid={action.testId}>
              {action.text}
            </AppLink>
          );
        return (
          <Button
            key={key}
            variant="link"
            className={action.danger ? 'whitespace-nowrap text-red-600' : 'whitespace-nowrap'}
            disabled={action.disabled}
            onClick={action.onClick}
            data-testid={action.testId}
          >
            {action.text}
          </Button>
        );
      })}
    </span>
  );
}
