/*
 * The admin-contest-announcement module's public face: what other modules may use of it (a lint rule
 * allows no other way in). The rest of the folder is its own. A group's contest is a contest, so the
 * group's calls (group-contest-announcement) list, publish, edit and delete its announcements with
 * these functions once they have checked the group's roles.
 */
export { contestAnnouncementsPage } from './get-contest-announcement-list';
export { publishContestAnnouncement, type ContestAnnouncementDraft } from './create-contest-announcement';
export { editContestAnnouncement } from './update-contest-announcement';
export { removeContestAnnouncement } from './delete-contest-announcement';
