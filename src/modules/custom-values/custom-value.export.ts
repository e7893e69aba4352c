import { EXPORT_PERSON, ExportDeclaration } from '../../core/read/export-declaration';
import { CustomFieldSection, customFieldsByIds, SECTION_POLICY } from '../custom-fields';
import { customFieldValueTextSql, sectionValuesTextSql } from './custom-value-text.sql';

const p = EXPORT_PERSON;

/**
 * The person's custom values in exports (spec: Data exports): `diversity` (the section's values), and a column per
 * custom field asked for (`customFields`; a multiSelect's choices joined with `, `, the first value of banking and
 * equipment fields), as private as the record its section extends, with the scopes of /api/custom-values.
 */
export const CUSTOM_VALUE_EXPORT: ExportDeclaration = {
  columns: { diversity: { sql: sectionValuesTextSql(p, 'diversity'), kind: 'list' } },
  extraColumns: {
    list: 'customFields',
    idParam: 'cfield',
    lookup: customFieldsByIds,
    column: (field, param) => {
      const section = field.group as CustomFieldSection;
      return {
        sql: customFieldValueTextSql(p, `:${param}`),
        kind: 'text',
        access: { resource: SECTION_POLICY[section], section: { of: 'customValue', name: section } },
      };
    },
  },
};
