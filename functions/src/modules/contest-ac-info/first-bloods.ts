import { firstBloodsOf, type AcmContestant } from '@oj/shared';
import type { StoredAcRecord } from '../../data/contest-ac-records/contest-ac-record-item';

/**
 * The records that are first bloods, by submit id. Computed from the records at each read, with the
 * board's own rule (`firstBloodsOf`: earliest second from the start among contestants who are not
 * star accounts, the same second going to the smaller submit id), so a rejudge that moves a solve
 * moves the first blood with it and nothing stored can disagree with the board.
 */
export function firstBloodSubmitIds(
  records: readonly StoredAcRecord[],
  starAccount: readonly string[],
): ReadonlySet<number> {
  const contestants = new Map<string, AcmContestant>();
  for (const record of records) {
    const contestant = contestants.get(record.uid) ?? {
      identity: {
        uid: record.uid,
        username: record.username,
        nickname: '',
        realname: '',
        school: '',
        gender: '',
        avatar: '',
      },
      cells: {},
    };
    contestant.cells[record.displayId] = {
      errorNum: 0,
      isAC: true,
      ACTime: record.time,
      acSubmitId: record.submitId,
    };
    contestants.set(record.uid, contestant);
  }
  const bloods = firstBloodsOf([...contestants.values()], starAccount);
  const submitIds = new Set<number>();
  for (const record of records)
    if (bloods.get(record.displayId) === record.uid) submitIds.add(record.submitId);
  return submitIds;
}
