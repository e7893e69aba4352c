import { conditionalVisibility } from '../../core/policy/conditional-fields';
import { QueryDeclaration } from '../../core/query/query-declaration';
import { PERSON_STATUS_FILTERS, personStatusConditionSql } from './person-status.sql';

const DATE_RANGE = { type: 'dateOrDatetime', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false } as const;

/** Spec: People list filters, exactly (`email`, `status`, `createdAt`, `updatedAt`). */
export const PEOPLE_QUERY: QueryDeclaration = {
  filters: {
    // Work emails are unique whatever their case, so the filter ignores case too.
    // A hidden work email is private: it matches only for callers who see the person's private fields.
    email: {
      type: 'string',
      operators: [],
      toSql: (_op, values, alias, param) => `lower(${alias}.email) = lower(${param(values[0])})`,
      visibility: conditionalVisibility('person', 'email', (alias) => `${alias}.id`),
    },
    status: {
      type: 'enum',
      values: PERSON_STATUS_FILTERS,
      operators: ['$in'],
      default: 'active',
      toSql: (_op, values, alias) => `(${(values as string[]).map((s) => personStatusConditionSql(alias, s)).join(' OR ')})`,
    },
    createdAt: { ...DATE_RANGE, operators: [...DATE_RANGE.operators] },
    updatedAt: { ...DATE_RANGE, operators: [...DATE_RANGE.operators] },
  },
};
