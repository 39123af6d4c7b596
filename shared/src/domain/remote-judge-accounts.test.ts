import { describe, expect, it } from 'vitest';
import {
  noRemoteJudgeAccounts,
  remoteJudgeAccountsSchema,
  unpairedRemoteJudgeAccounts,
} from './remote-judge-accounts';

describe('remote judge accounts', () => {
  it('holds two lists for each of the six remote judges of the contract, empty on a new site', () => {
    expect(Object.keys(remoteJudgeAccountsSchema.shape)).toHaveLength(12);
    expect(remoteJudgeAccountsSchema.parse(noRemoteJudgeAccounts).libreojPasswordList).toEqual([]);
  });

  it('names the judges whose usernames and passwords do not pair up', () => {
    expect(unpairedRemoteJudgeAccounts({ hduUsernameList: ['a'], hduPasswordList: ['x'] })).toEqual([]);
    expect(unpairedRemoteJudgeAccounts({ hduUsernameList: ['a', 'b'], hduPasswordList: ['x'] })).toEqual([
      'hdu',
    ]);
    expect(unpairedRemoteJudgeAccounts({ cfUsernameList: [] })).toEqual(['cf']);
    expect(unpairedRemoteJudgeAccounts({})).toEqual([]);
  });
});
