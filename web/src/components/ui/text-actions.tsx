import { TextButton, type TextButtonTone } from './text-button';

/** One action of the line: what it says, what it does, how it reads (see `TextButton`). */
export interface TextAction {
  text: string;
  onClick: () => void;
  tone: TextButtonTone;
  disabled?: boolean;
  testId?: string;
}

interface TextActionsProps {
  /** In order; `false` or `null` leaves out an action the viewer may not take. */
  actions: readonly (TextAction | false | null | undefined)[];
  /** Classes every button takes (a minimum height, a size). */
  buttonClassName?: string;
}

/**
 * The text actions of a line (reply, edit, delete…), each shown only when the viewer may take it.
 * No wrapper of its own: the buttons join the row they stand in, beside whatever else it holds.
 */
export function TextActions({ actions, buttonClassName }: TextActionsProps) {
  return actions.map((action, index) =>
    action ? (
      <TextButton
        key={action.testId ?? index}
        tone={action.tone}
        className={buttonClassName}
        disabled={action.disabled}
        onClick={action.onClick}
        data-testid={action.testId}
      >
        {action.text}
      </TextButton>
    ) : null,
  );
}
