/**
 * The longest keyword a list is searched by (problems, contests, trainings, discussions, users, a
 * training's rank, the admin pickers): the server refuses a longer one and the search boxes stop
 * there. The admin contest list, whose original limit is larger, has its own.
 */
export const listKeywordMaxLength = 100;
