/** The public face of the time-away-approval-flows module (docs/architecture.md, "Module boundaries"). */
export { TimeAwayApprovalFlowsModule } from './time-away-approval-flows.module';
export { TimeAwayApprovalFlowsService } from './time-away-approval-flows.service';
export { approvalFlowNameSql, approvalFlowSteps } from './approval-flow.sql';
export type { ApproverRole, ApproverType, FlowStep } from './flow-steps';
