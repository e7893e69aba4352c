/** The public face of the compensations module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { compensationDaysJoinSql, compensationInEffectTextSql } from './compensation-export.sql';
export { compensationInEffectSql } from './compensation-in-effect.sql';
