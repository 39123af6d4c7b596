/*
 * The admin-contest module's public face: what other modules may use of it (a lint rule allows no
 * other way in). The group's contest calls run the site's contest form through these, with the
 * group as the scope. The rest of the folder is its own.
 */
export { adminContestRowView, adminContestView } from './admin-contest-view';
export { changeVisibility } from './change-contest-visible';
export { createContestFromForm } from './create-contest';
export { deleteContestWhole } from './delete-contest';
export { editContestFromForm } from './edit-contest';
