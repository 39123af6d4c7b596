import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { currentToasts } from '../../lib/toast-store';
import { useCheckedForm, type RuleProblem } from './use-checked-form';

type Field = 'title' | 'pwd';

/** Renders a form holding the hook once, and hands back what the hook gave it. */
function holdForm(problems: Partial<Record<Field, RuleProblem>>) {
  let held: ReturnType<typeof useCheckedForm<Field>> | undefined;
  function Form() {
    held = useCheckedForm<Field>({ problems, rulesAt: 'trainings.rules' });
    return null;
  }
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Form />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return held as ReturnType<typeof useCheckedForm<Field>>;
}

describe('a checked form’s save', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows no problem before the first try', () => {
    expect(holdForm({ title: { key: 'titleRequired' } }).problemOf('title')).toBeNull();
  });

  it('sends nothing while a rule finds a problem, and asks for the fix in the rules’ words', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onSaved = vi.fn();
    await holdForm({ title: { key: 'titleRequired' } }).submit({
      save,
      changedKeys: [['trainings']],
      fieldOfRefusal: () => undefined,
      savedText: 'Saved',
      onSaved,
    });
    expect(save).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    // A key the catalogue lacks reads as itself: the text is asked for under the rules block.
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ tone: 'error', text: 'trainings.rules.fixBeforeSaving' }),
    );
  });

  it('saves a form its rules pass, says so and goes on', async () => {
    const save = vi.fn(() => Promise.resolve());
    const onSaved = vi.fn();
    await holdForm({}).submit({
      save,
      changedKeys: [['trainings']],
      fieldOfRefusal: () => undefined,
      savedText: 'The training is saved',
      onSaved,
    });
    expect(save).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(currentToasts()).toContainEqual(
      expect.objectContaining({ tone: 'success', text: 'The training is saved' }),
    );
  });
});
