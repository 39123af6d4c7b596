import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { userColumns, type NamedRow } from './user-columns';

const texts = { userHeader: 'User', realnameHeader: 'Real name', realnameTestId: 'realname' };
const ada: NamedRow = { username: 'ada', realname: 'Ada Lovelace' };
const anon: NamedRow = { username: 'anon', realname: '' };

describe('the user columns', () => {
  it('are the username and the real name, the real name folding away on a phone', () => {
    const [user, realname] = userColumns(texts);
    expect([user?.header, realname?.header]).toEqual(['User', 'Real name']);
    expect(realname).toMatchObject({ hideBelow: 'sm', cellTestId: 'realname' });
  });

  it('show the real name under the username on a phone only, and a dash for none', () => {
    const [user, realname] = userColumns(texts);
    const underName = renderToStaticMarkup(user?.cell(ada));
    expect(underName).toContain('>ada</span>');
    expect(underName).toMatch(/class="block text-xs text-slate-500 sm:hidden">Ada Lovelace</);
    expect(renderToStaticMarkup(user?.cell(anon))).not.toContain('sm:hidden');
    expect(renderToStaticMarkup(realname?.cell(anon))).toContain('—');
  });

  it('cut long names short when asked, instead of wrapping them', () => {
    const [user, realname] = userColumns({ ...texts, truncate: true });
    expect(renderToStaticMarkup(user?.cell(ada))).toContain('class="block max-w-[7rem] truncate');
    expect(renderToStaticMarkup(realname?.cell(ada))).toContain('class="block max-w-[14rem] truncate"');
    expect(renderToStaticMarkup(userColumns(texts)[0]?.cell(ada))).not.toContain('truncate');
  });
});
