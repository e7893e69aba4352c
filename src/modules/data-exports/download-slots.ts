import { ApiError } from '../../core/errors/api-error';

/** Seconds a client refused a download slot is told to wait (a download usually ends within that). */
export const DOWNLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * How many downloads (D11, `download: true`) a token and a company have at once in this process: each holds a spool
 * file and a socket until its client has it all, so a client cannot pile them up. Past either bound: 429 with
 * Retry-After. Taken before the export is built, given back once when the response is over (whole, failed or aborted).
 */
export class DownloadSlots {
  private readonly byToken = new Map<string, number>();
  private readonly byCompany = new Map<string, number>();

  constructor(private readonly perToken: number, private readonly perCompany: number) {}

  /** A slot, or 429; call the returned function to give it back (more calls do nothing). */
  take(tokenId: string, companyId: string): () => void {
    const tokens = this.byToken.get(tokenId) ?? 0;
    const company = this.byCompany.get(companyId) ?? 0;
    if (tokens >= this.perToken || company >= this.perCompany) {
      const who = tokens >= this.perToken ? `this token (${this.perToken})` : `this company (${this.perCompany})`;
      throw ApiError.tooManyRequests(`Too many downloads at once for ${who}: retry when one has ended, or make a stored export`, DOWNLOAD_RETRY_AFTER_SECONDS);
    }
    this.byToken.set(tokenId, tokens + 1);
    this.byCompany.set(companyId, company + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      decrement(this.byToken, tokenId);
      decrement(this.byCompany, companyId);
    };
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const n = (counts.get(key) ?? 1) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
