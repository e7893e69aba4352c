import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, MaxLength, ValidateNested } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';
import { APPROVER_ROLES, APPROVER_TYPES, MAX_FLOW_STEPS } from './flow-steps';
import type { ApproverRole, ApproverType } from './flow-steps';

export class ApprovalFlowStepDto {
  @Required() @IsIn(APPROVER_TYPES)
  approver: ApproverType;

  /** For a `person` step: the person who decides it. */
  @OptionalNotNull() @IsString() @MaxLength(100)
  personId?: string;

  /** For a `role` step: the role whose holders decide it. */
  @OptionalNotNull() @IsIn(APPROVER_ROLES)
  role?: ApproverRole;
}

const AT_LEAST_ONE = { message: '$property needs at least one step' };
const AT_MOST_FIVE = { message: `$property may hold at most ${MAX_FLOW_STEPS} steps` };

export class CreateTimeAwayApprovalFlowDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @Required() @IsArray() @ArrayMinSize(1, AT_LEAST_ONE) @ArrayMaxSize(MAX_FLOW_STEPS, AT_MOST_FIVE)
  @ValidateNested({ each: true }) @Type(() => ApprovalFlowStepDto)
  steps: ApprovalFlowStepDto[];
}

export class UpdateTimeAwayApprovalFlowDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsArray() @ArrayMinSize(1, AT_LEAST_ONE) @ArrayMaxSize(MAX_FLOW_STEPS, AT_MOST_FIVE)
  @ValidateNested({ each: true }) @Type(() => ApprovalFlowStepDto)
  steps?: ApprovalFlowStepDto[];
}
