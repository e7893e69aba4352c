import { IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';
import { PROVISIONING_TARGET_STATUSES, type ProvisioningTargetStatus } from './provisioning-target.entity';

export class CreateProvisioningTargetDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  /** The SCIM base URL: https (http only where private targets are allowed), checked by the webhook SSRF guard. */
  @Required() @IsString() @NotBlank() @MaxLength(2000)
  url: string;

  /** The bearer token the target expects; stored sealed, never answered back. */
  @Required() @IsString() @NotBlank() @MaxLength(4096)
  token: string;

  @OptionalNotNull() @IsIn([...PROVISIONING_TARGET_STATUSES])
  status?: ProvisioningTargetStatus;
}

export class UpdateProvisioningTargetDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(2000)
  url?: string;

  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(4096)
  token?: string;

  @OptionalNotNull() @IsIn([...PROVISIONING_TARGET_STATUSES])
  status?: ProvisioningTargetStatus;
}
