import { sealedCopies } from '../../core/crypto';

/**
 * Webhook deliveries keep a verbatim copy of their event's payload, sealed fields included (opened with the event's
 * context). This declaration belongs beside WebhookDelivery (src/modules/webhooks/webhook-delivery.entity.ts); it sits
 * here until that module's open work is merged, and moves there unchanged.
 */
export const WEBHOOK_DELIVERY_COPIES = sealedCopies({ table: 'webhook_deliveries', column: 'payload', contextRowColumn: 'event_id', contextTable: 'events' });
