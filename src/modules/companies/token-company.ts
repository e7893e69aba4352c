import { Global, Module } from '@nestjs/common';
import { TOKEN_COMPANY, TokenLookupPart } from '../../core/auth/token-lookup';

/**
 * The company in the token resolver's statement (D3): its grants (D5 "if granted") and the settings the access layer
 * reads (`AuthContext.settings`: timesheets only where they are enabled).
 */
export const TOKEN_COMPANY_PART: TokenLookupPart = {
  columns: `c.id AS company_id, c.permissions, jsonb_build_object('isTimesheetEnabled', c.is_timesheet_enabled) AS settings`,
  source: 'JOIN companies c ON c.id = t.company_id',
};

/** Binds `TOKEN_COMPANY` for the core's TokenResolver. */
@Global()
@Module({ providers: [{ provide: TOKEN_COMPANY, useValue: TOKEN_COMPANY_PART }], exports: [TOKEN_COMPANY] })
export class TokenCompanyModule {}
