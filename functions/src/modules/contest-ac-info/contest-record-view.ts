import type { ContestRecord } from '@oj/shared';
import type { StoredAcRecord } from '../../data/contest-ac-records/contest-ac-record-item';

/** A stored AC record as the helper lists it (`ContestRecord`); its id is its submission's id. */
export function contestRecordView(record: StoredAcRecord, firstBlood: boolean): ContestRecord {
  return {
    id: record.submitId,
    cid: record.cid,
    uid: record.uid,
    pid: record.pid,
    displayId: record.displayId,
    submitId: record.submitId,
    username: record.username,
    realname: record.realname,
    status: 1,
    submitTime: record.submitTime,
    time: record.time,
    score: record.score,
    useTime: record.useTime,
    firstBlood,
    checked: record.checked,
    gmtCreate: record.gmtCreate,
    gmtModified: record.gmtModified,
  };
}
