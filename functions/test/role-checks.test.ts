import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { expectRefused, expectRolesRefused, listAddEditDelete, type CallAs } from './role-checks';

beforeAll(() => {
  useLocalStack();
});

/** A call that answers as an admin-only call should: 401 without a token, 403 with one. */
const guarded: CallAs = async (token) => ({ httpStatus: token === null ? 401 : 403 });

describe('the role check kit', () => {
  it('passes when every call refuses the visitor with 401 and each role with 403', async () => {
    await expectRefused({ guarded }, [roleCodes.defaultUser, roleCodes.admin]);
  });

  it('fails, naming the call and the role, when a call lets a role through', async () => {
    const open: CallAs = async (token) => ({ httpStatus: token === null ? 401 : 200 });
    await expect(expectRefused({ guarded, open }, [roleCodes.muted])).rejects.toThrow(
      `open as role ${roleCodes.muted}`,
    );
  });

  it('fails, naming the call, when a call answers a visitor with anything but 401', async () => {
    const forbidding: CallAs = async () => ({ httpStatus: 403 });
    await expect(expectRefused({ forbidding }, [])).rejects.toThrow('forbidding without a login');
  });

  it('refuses to check no calls at all, which would pass having checked nothing', async () => {
    await expect(expectRolesRefused({}, [roleCodes.defaultUser])).rejects.toThrow(
      'A role check needs at least one call to make',
    );
  });

  it("makes an area's list, add, edit and delete calls through its sender, with the body and the delete query", async () => {
    const sent: unknown[][] = [];
    const calls = listAddEditDelete(
      async (...call) => {
        sent.push(call);
        return { httpStatus: 403 };
      },
      { id: 1 },
      '?id=1',
    );
    for (const call of Object.values(calls)) await call('token');
    expect(Object.keys(calls)).toEqual(['list', 'add', 'edit', 'delete']);
    expect(sent).toEqual([
      ['GET', '', undefined, 'token'],
      ['POST', '', { id: 1 }, 'token'],
      ['PUT', '', { id: 1 }, 'token'],
      ['DELETE', '?id=1', undefined, 'token'],
    ]);
  });
});
