import { ApiError } from '../../core/errors/api-error';
import { targetUrlProblem } from '../webhooks';

/** The API fields of a target, in order; the token is never among them (write-only). */
export const PROVISIONING_TARGET_FIELDS = ['id', 'companyId', 'name', 'url', 'status', 'lastSyncAt', 'createdAt', 'updatedAt'] as const;

/** 422 for a URL the webhook SSRF guard refuses (D14: https unless private targets are allowed). */
export function assertTargetUrl(url: string | undefined, allowPrivate: boolean): void {
  if (url === undefined) return;
  const problem = targetUrlProblem(url, allowPrivate);
  if (problem) throw ApiError.validation([{ name: 'url', reason: problem }], `url: ${problem}`);
}

/** The base URL as requests are made from it: no trailing slash. */
export const baseUrl = (url: string): string => url.replace(/\/+$/, '');
