/** The new-hire rule lives with the policy in the core; re-exported for the modules that ask it directly. */
export { notNewHireSql, seesNewHires } from '../../../core/policy/new-hires';
