import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n';
import { SearchBox } from './search-box';

const render = (props: Partial<Parameters<typeof SearchBox>[0]> = {}, language = 'en-US') => {
  void i18n.changeLanguage(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SearchBox keyword="graph" onSearch={() => {}} placeholder="Title or ID" maxLength={100} {...props} />
    </I18nextProvider>,
  );
};

describe('SearchBox', () => {
  it('is a search form whose box shows the keyword in force, named by its placeholder', () => {
    const markup = render({ inputTestId: 'keyword-input', buttonTestId: 'search' });
    expect(markup).toMatch(/^<form class="flex min-w-0 flex-1" role="search">/);
    expect(markup).toContain('value="graph"');
    expect(markup).toContain('maxLength="100"');
    expect(markup).toContain('placeholder="Title or ID" aria-label="Title or ID"');
    expect(markup).toContain('data-testid="keyword-input"');
    expect(markup).toMatch(/type="submit"[^>]*data-testid="search"[^>]*>Search</);
  });

  it('says its button in the language of the page', () => {
    expect(render({}, 'zh-CN')).toMatch(/type="submit"[^>]*>搜索</);
  });

  it('says its button in the language of the page', () => {
    expect(render({}, 'zh-CN')).toMatch(/type="submit"[^>]*>搜索</);
  });

  it('matches the height of the selects beside it and takes the width its row gives', () => {
    expect(render()).toContain(' py-2"');
    const toolbar = render({ size: 'md', className: 'min-w-56 flex-1' });
    expect(toolbar).toContain(' py-1.5"');
    expect(toolbar).toMatch(/^<form class="flex min-w-56 flex-1"/);
  });
});
