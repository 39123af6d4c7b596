import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { judgeStatus } from '@oj/shared/judge/judge-status';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { i18n } from '../../../lib/i18n/i18n';
import { StatusBanner } from './status-banner';
import { UserName, vipClassOf } from '../../../components/user-name';

function row(number: string | null): SubmissionRow & { errorMessage: string | null } {
  return {
    ...{ submitId: 7, uid: 'u1', username: 'student1', number, pid: 1, displayPid: 'P1000' },
    ...{ cid: 0, gid: 0, displayId: null, title: 'A+B', status: judgeStatus.wrongAnswer, score: null },
    ...{ oiRankScore: null, time: 3, memory: 100, length: 10, language: 'C', judger: null },
    ...{ isManual: false, submitTime: '2024-01-01T00:00:00.000Z', share: false, errorMessage: null },
  };
}

const banner = (number: string | null) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StatusBanner submission={row(number)} />
    </I18nextProvider>,
  );

describe('UserName in lists', () => {
  it('styles the author of a row whose number is vip1', () => {
    const markup = banner('vip1');
    expect(markup).toContain('data-vip="vip1"');
    expect(markup).toContain(`class="${vipClassOf('vip1')}"`);
    expect(vipClassOf('vip1')).not.toBe('');
  });

  it('leaves the author of a row without a vip number plain', () => {
    for (const number of [null, '', '2024001']) {
      const markup = banner(number);
      expect(markup).toContain('student1');
      expect(markup).not.toContain('data-vip');
    }
  });

  it('gives vip1, vip2 and vip3 each their own style', () => {
    const classes = ['vip1', 'vip2', 'vip3'].map((number) => vipClassOf(number));
    expect(new Set(classes).size).toBe(3);
    expect(renderToStaticMarkup(<UserName name="a" number="vip3" />)).toContain('data-vip="vip3"');
  });
});
