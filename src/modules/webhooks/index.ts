/** The public face of the webhooks module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { WEBHOOK_ATTEMPT_SEALED } from './webhook-attempt.entity';
export { WEBHOOK_DELIVERY_COPIES } from './webhook-delivery.entity';
export { redactDeliveriesAbout } from './delivery-redaction';
// The delivery rules another outbound connector shares (the SCIM push connector): D14's retry schedule and SSRF guard.
export { LONGEST_WAIT_MS, MAX_ATTEMPTS, retryDelayMs } from './delivery/retry-schedule';
export { askedWaitMs, waitHonouring } from './delivery/retry-after';
export { errorKindOf } from './delivery/attempt-errors';
export { systemResolver, targetUrlProblem } from './delivery/target-guard';
export { guardedAgent, refusedBeforeConnecting, retryAfterOf, TARGET_TIMEOUT_MS } from './delivery/guarded-agent';
export type { Resolver } from './delivery/target-guard';
