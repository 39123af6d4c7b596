import { describe, expect, it } from 'vitest';
import { permissionNames, roleCodes } from '@oj/shared';
import { AppError } from './app-error';
import { holdsPermission } from '../policy/permission';

function refusalText(decision: ReturnType<typeof holdsPermission>) {
  if (decision.allowed) throw new Error('allowed');
  const error = new AppError(decision.refusal, decision.params);
  return { zh: error.messageIn('zh-CN'), en: error.messageIn('en-US') };
}

describe('a refusal for want of a permission', () => {
  it('allows what the role holds', () => {
    expect(holdsPermission(roleCodes.defaultUser, 'comment_add').allowed).toBe(true);
    expect(holdsPermission(roleCodes.noDiscussion, 'comment_add').allowed).toBe(true);
  });

  it('refuses a muted account a comment in words, in both languages', () => {
    expect(refusalText(holdsPermission(roleCodes.muted, 'comment_add'))).toEqual({
      zh: '您的账号已被禁言，不能发表评论',
      en: 'Your account is muted, so it cannot post comments',
    });
  });

  it('says which restriction keeps an account from starting discussions', () => {
    expect(refusalText(holdsPermission(roleCodes.noDiscussion, 'discussion_add')).zh).toBe(
      '您的账号已被禁止发布讨论，不能发布或编辑讨论',
    );
    expect(refusalText(holdsPermission(roleCodes.noSubmitMuted, 'reply_add')).en).toBe(
      'Your account is barred from submitting and muted, so it cannot reply to comments',
    );
  });

  it('never names a permission or a role code in a refusal', () => {
    for (const code of Object.values(roleCodes))
      for (const permission of permissionNames) {
        const decision = holdsPermission(code, permission);
        if (decision.allowed) continue;
        const { zh, en } = refusalText(decision);
        expect(`${zh} ${en}`).not.toMatch(/[a-z]+_[a-z]+|\b10\d\d\b/);
      }
  });
});
