import { AUDIT_ACTOR_TYPES } from '../../core/audit/audit-entry';
import { aboutSubjectSql } from '../../core/audit/audit-subject-lists';
import { QueryDeclaration } from '../../core/query/query-declaration';

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET /api/audit-events`: filters in the API's query language (docs/security.md, "Audit trail"). */
export const AUDIT_EVENTS_QUERY: QueryDeclaration = {
  filters: {
    action: { type: 'string', operators: ['$in', '$nin'] },
    actionPrefix: {
      type: 'string', operators: [],
      toSql: (_op, values, alias, param) => `${alias}.action LIKE ${param(likePrefix(String(values[0])))}`,
    },
    outcome: { type: 'enum', values: ['success', 'denied'], operators: ['$in'] },
    actorType: { type: 'enum', values: AUDIT_ACTOR_TYPES, operators: ['$in'] },
    actorPersonId: { type: 'string', operators: ['$in'] },
    actorTokenId: { type: 'string', operators: [] },
    subjectPersonId: {
      type: 'string', operators: [],
      // Named among the entry's subjects, or in its target's stored list (an export of many people).
      toSql: (_op, values, alias, param) => aboutSubjectSql(alias, ':tenantCompanyId', param(String(values[0]))),
    },
    targetType: { type: 'string', operators: ['$in'] },
    targetId: { type: 'string', operators: [] },
    occurredAt: { type: 'datetime', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false },
    seq: { type: 'number', operators: ['$gt', '$gte', '$lt', '$lte'], equality: false },
  },
  sort: { seq: 'audit.seq' },
  defaultSort: 'seq',
};
