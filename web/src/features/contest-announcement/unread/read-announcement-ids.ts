import { contestAnnouncementRules } from '@oj/shared/api/contest-announcement';

/**
 * The contest announcements a viewer has read, kept in local storage per user and contest (spec
 * part 2, §4), so the 60-second poll never shows one twice, across reloads and tabs alike.
 */
export function readIdsKey(viewer: string, cid: number): string {
  return `contest-announcement-read:${viewer}:${cid}`;
}

/** The ids read so far; anything unreadable in storage counts as none read. */
export function readAnnouncementIds(storage: Storage, viewer: string, cid: number): number[] {
  const text = storage.getItem(readIdsKey(viewer, cid));
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is number => Number.isSafeInteger(id));
  } catch {
    return [];
  }
}

/**
 * Adds an id to the read ones. The server takes at most `maxReadIds` in a poll, so only the newest
 * that many are kept (a contest never publishes that many).
 */
export function markAnnouncementRead(storage: Storage, viewer: string, cid: number, id: number): void {
  const ids = readAnnouncementIds(storage, viewer, cid).filter((known) => known !== id);
  ids.push(id);
  const kept = ids.slice(-contestAnnouncementRules.maxReadIds);
  try {
    storage.setItem(readIdsKey(viewer, cid), JSON.stringify(kept));
  } catch {
    // A full or blocked storage only means the announcement may show again after a reload.
  }
}
