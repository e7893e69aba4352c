import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';
import {
  PROVISIONING_TARGET_KINDS, PROVISIONING_TARGET_STATUSES, type ProvisioningTargetKind, type ProvisioningTargetStatus,
} from './provisioning-target.entity';
import { GUID, TENANT } from './target-kind-rules';

/**
 * The fields each kind needs (a `scim` target its token, an `entraBulkUpload` target its tenant, client id and
 * secret; neither the other's) are checked by the service (`assertTargetFits`), which knows the kind of a target
 * being updated.
 */
export class CreateProvisioningTargetDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  /** `scim` (the default) or `entraBulkUpload`; set once. */
  @OptionalNotNull() @IsIn([...PROVISIONING_TARGET_KINDS])
  kind?: ProvisioningTargetKind;

  /** The SCIM base URL, or an Entra job's bulkUpload endpoint: https (http only where private targets are allowed), checked by the webhook SSRF guard. */
  @Required() @IsString() @NotBlank() @MaxLength(2000)
  url: string;

  /** `scim`: the bearer token the target expects; stored sealed, never answered back. */
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(4096)
  token?: string;

  /** `entraBulkUpload`: the directory (tenant) id, or one of its domain names. */
  @OptionalNotNull() @IsString() @MaxLength(253) @Matches(TENANT, { message: '$property must be a directory (tenant) id (a GUID) or a domain name of the tenant' })
  tenantId?: string;

  /** `entraBulkUpload`: the app registration's application (client) id. */
  @OptionalNotNull() @IsString() @Matches(GUID, { message: '$property must be an application (client) id (a GUID)' })
  clientId?: string;

  /** `entraBulkUpload`: the app registration's client secret; stored sealed, never answered back. */
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(1024)
  clientSecret?: string;

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

  @OptionalNotNull() @IsString() @MaxLength(253) @Matches(TENANT, { message: '$property must be a directory (tenant) id (a GUID) or a domain name of the tenant' })
  tenantId?: string;

  @OptionalNotNull() @IsString() @Matches(GUID, { message: '$property must be an application (client) id (a GUID)' })
  clientId?: string;

  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(1024)
  clientSecret?: string;

  @OptionalNotNull() @IsIn([...PROVISIONING_TARGET_STATUSES])
  status?: ProvisioningTargetStatus;
}
