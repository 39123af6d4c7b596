import { RowActions } from '../admin-list/row-actions';

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

/**
 * The two links at the end of an editable list's row: edit it (in place), delete it (in red). The
 * admin list kit's `RowActions`, kept on one line for this short pair.
 */
export function EditDeleteActions(props: EditDeleteActionsProps) {
  return (
    <RowActions
      layout="inline"
      actions={[
        { text: props.editText, onClick: props.onEdit, testId: props.editTestId },
        {
          text: props.deleteText,
          onClick: props.onDelete,
          disabled: props.deleteDisabled,
          danger: true,
          testId: props.deleteTestId,
        },
      ]}
    />
  );
}
