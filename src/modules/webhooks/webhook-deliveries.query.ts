import { QueryDeclaration } from '../../core/query/query-declaration';
import { DELIVERY_STATUSES } from './webhook-delivery.entity';

/** `GET /api/webhooks/:id/deliveries`: filters and paging, in the API's query language. */
export const DELIVERIES_QUERY: QueryDeclaration = {
  filters: {
    status: { type: 'enum', values: DELIVERY_STATUSES, operators: ['$in'] },
    eventType: { type: 'string', operators: ['$in'] },
  },
};
