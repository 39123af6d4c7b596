import { Button } from './button';

interface EditDeleteActionsProps {
  editText: string;
  deleteText: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The entry may not be deleted here (e.g. one's own account). */
  deleteDisabled?: boolean;
  editTestId?: string;
  deleteTestId?: string;
}

/** The two links at the end of an editable list's row: edit it, delete it (in red). */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  return (
    <span className="inline-flex gap-3">
      <Button
        variant="link"
        className="whitespace-nowrap"
        onClick={props.onEdit}
        data-testid={props.editTestId}
      >
        {props.editText}
      </Button>
      <Button
        variant="link"
        className="whitespace-nowrap text-red-600"
        disabled={props.deleteDisabled}
        onClick={props.onDelete}
        data-testid={props.deleteTestId}
      >
        {props.deleteText}
      </Button>
    </span>
  );
}
