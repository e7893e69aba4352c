/** The public face of the webhooks module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { WEBHOOK_ATTEMPT_SEALED } from './webhook-attempt.entity';
export { WEBHOOK_DELIVERY_COPIES } from './webhook-delivery.entity';
export { redactDeliveriesAbout } from './delivery-redaction';
