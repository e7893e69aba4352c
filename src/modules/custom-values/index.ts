/** The public face of the custom-values module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { customFieldValueTextSql, customValueTextSql, sectionValuesTextSql } from './custom-value-text.sql';
