/*
 * The group module's public face: what the judge's jobs use of it (the sweep of a disbanded group).
 */
export { sweepDisbandedGroup } from './group-sweeps';
