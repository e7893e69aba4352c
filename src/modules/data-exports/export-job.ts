import { AuthContext } from '../../core/auth/auth-context';
import { Scope } from '../../core/auth/scopes';

/** The caller as a job carries it (JSON: scopes as a list). */
export type JobAuth = Omit<AuthContext, 'scopes'> & { scopes: Scope[] };

/** A stored export a worker builds, with its maker's rights at the time of the request. */
export interface ExportJob {
  exportId: string;
  companyId: string;
  auth: JobAuth;
}

export const jobAuth = (auth: AuthContext): JobAuth => ({ ...auth, scopes: [...auth.scopes] });
export const authFromJob = (auth: JobAuth): AuthContext => ({ ...auth, scopes: new Set(auth.scopes) });
