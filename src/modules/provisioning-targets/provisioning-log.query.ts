import type { QueryDeclaration } from '../../core/query/query-declaration';
import { PROVISIONING_OPERATIONS, PROVISIONING_OUTCOMES } from './provisioning-log.entity';

/** `GET /api/provisioning-targets/:id/log`: filters and paging, in the API's query language. */
export const PROVISIONING_LOG_QUERY: QueryDeclaration = {
  filters: {
    operation: { type: 'enum', values: PROVISIONING_OPERATIONS, operators: ['$in'] },
    outcome: { type: 'enum', values: PROVISIONING_OUTCOMES, operators: ['$in'] },
    personId: { type: 'string', operators: ['$in'] },
  },
};
