/*
 * The group-training module's public face: what other modules may use of it (a lint rule allows no
 * other way in). The rest of the folder is its own.
 */
export { groupOfTraining } from './group-of-training';
