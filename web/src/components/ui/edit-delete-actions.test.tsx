import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { EditDeleteActions } from './edit-delete-actions';

const render = (props: Partial<Parameters<typeof EditDeleteActions>[0]> = {}) =>
  renderToStaticMarkup(
    <EditDeleteActions
      editText="Edit"
      deleteText="Delete"
      onEdit={() => {}}
      onDelete={() => {}}
      {...props}
    />,
  );

describe('EditDeleteActions', () => {
  it('offers edit, then delete in red, both with their test ids', () => {
    const markup = render({ editTestId: 'edit-tag', deleteTestId: 'delete-tag' });
    expect(markup.indexOf('>Edit<')).toBeLessThan(markup.indexOf('>Delete<'));
    expect(markup).toMatch(/data-testid="edit-tag"[^>]*>Edit</);
    expect(markup).toMatch(/class="[^"]*text-red-600[^"]*"[^>]*data-testid="delete-tag"[^>]*>Delete</);
    expect(markup).not.toContain('disabled=""');
  });

  it('can refuse the deletion while edit stays open', () => {
    const markup = render({ deleteDisabled: true });
    expect(markup.match(/disabled=""/g)).toHaveLength(1);
    expect(markup).toMatch(/disabled=""[^>]*>Delete</);
  });
});
