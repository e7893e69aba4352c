/**
 * A stored export a worker builds. It carries the token it was requested with, not a copy of its rights: the worker
 * builds with the rights that token has when the work runs (a role lowered or a token revoked meanwhile counts).
 */
export interface ExportJob {
  exportId: string;
  companyId: string;
  tokenId: string;
}
