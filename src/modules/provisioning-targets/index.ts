/** The public face of the SCIM push connector (docs/decisions-scim.md, "Push connector"). */
export { ProvisioningTargetsModule } from './provisioning-targets.module';
export { SCIM_PUSH_QUEUE } from './push/scim-push-queue';
