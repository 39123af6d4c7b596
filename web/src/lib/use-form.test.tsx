import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/i18n';
import {
  everyFieldTouched,
  hasProblem,
  problemsOf,
  shownProblem,
  useForm,
  type FieldChecks,
} from './use-form';

interface Signup {
  name: string;
  password: string;
  repeat: string;
  note: string;
}

const checks: FieldChecks<Signup> = {
  name: (name) => (name.trim() ? null : 'validation.usernameRequired'),
  password: (password) =>
    password.length >= 6 ? null : { key: 'profile.setting.tooLong', params: { max: 6 } },
  repeat: (repeat, values) => (repeat === values.password ? null : 'validation.passwordMismatch'),
};

const filled: Signup = { name: 'ann', password: 'secret1', repeat: 'secret1', note: '' };

describe('problemsOf', () => {
  it('runs each field check with the whole form, and leaves fields without a check out', () => {
    expect(problemsOf({ ...filled, repeat: 'other' }, checks)).toEqual({
      name: null,
      password: null,
      repeat: 'validation.passwordMismatch',
    });
  });

  it('keeps the parameters a problem text needs', () => {
    expect(problemsOf({ ...filled, password: 'abc' }, checks).password).toEqual({
      key: 'profile.setting.tooLong',
      params: { max: 6 },
    });
  });
});

describe('the submit guard', () => {
  it('passes a form whose every check answers null', () => {
    expect(hasProblem(problemsOf(filled, checks))).toBe(false);
  });

  it('stops a form with one problem', () => {
    expect(hasProblem(problemsOf({ ...filled, name: ' ' }, checks))).toBe(true);
  });

  it('touches every field, checked or not', () => {
    expect(everyFieldTouched(filled)).toEqual({ name: true, password: true, repeat: true, note: true });
  });
});

describe('shownProblem', () => {
  it('hides the problem of a field not yet touched and shows it once touched', () => {
    expect(shownProblem('validation.usernameRequired', undefined)).toBeNull();
    expect(shownProblem('validation.usernameRequired', true)).toBe('validation.usernameRequired');
    expect(shownProblem(undefined, true)).toBeNull();
  });
});

function SignupForm({ initial, always }: { initial: Signup; always?: boolean }) {
  const form = useForm(initial, checks, { showProblems: always ? 'always' : 'when-touched' });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <input {...form.text('name')} />
      <span>{form.problemText('name') ?? 'no problem shown'}</span>
      <span>{hasProblem(form.problems) ? 'blocked' : 'ready'}</span>
    </form>
  );
}

/** A field bound the way `FormField` takes it: value, onChange and the translated problem in one. */
function NameField({ initial }: { initial: Signup }) {
  const { problem, ...input } = useForm(initial, checks, { showProblems: 'always' }).field('name');
  return (
    <label>
      <input {...input} />
      <span>{problem ?? 'no problem shown'}</span>
    </label>
  );
}

describe('useForm', () => {
  const render = (initial: Signup, always = false) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SignupForm initial={initial} always={always} />
      </I18nextProvider>,
    );

  it('binds a text field to its value and says nothing before a submit, even when a field is wrong', () => {
    const markup = render({ ...filled, name: '' });
    expect(markup).toContain('<input value=""/>');
    expect(markup).toContain('no problem shown');
    expect(markup).toContain('blocked');
  });

  it('reads a filled form as ready to send', () => {
    expect(render(filled)).toContain('<input value="ann"/>');
    expect(render(filled)).toContain('ready');
  });

  it('binds a field and its translated problem in one spread', async () => {
    await i18n.changeLanguage('en-US');
    const markup = (initial: Signup) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <NameField initial={initial} />
        </I18nextProvider>,
      );
    expect(markup({ ...filled, name: '' })).toBe(
      '<label><input value=""/><span>The username is required</span></label>',
    );
    expect(markup(filled)).toBe('<label><input value="ann"/><span>no problem shown</span></label>');
  });

  it('says a problem at once, translated, when the form shows problems always', async () => {
    await i18n.changeLanguage('en-US');
    expect(render({ ...filled, name: '' }, true)).toContain('The username is required');
  });
});
