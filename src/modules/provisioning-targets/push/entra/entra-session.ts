import { checked, RetryLater, TargetRefused } from '../push-errors';
import { ScimTargetHttp, TargetAnswer, TargetUnreachable } from '../scim-target-http';
import { EntraClient, EntraTokens } from './entra-tokens';

/**
 * One Entra target's bulkUpload endpoint as the connector uses it: a BulkRequest POSTed with a token of the
 * client-credentials grant, answered 202 (no per-User answer: Entra provisions asynchronously, its provisioning
 * logs tell how each User went). A 401 renews the token and sends once more; a second 401, or a 403 (the app lacks
 * `SynchronizationData-User.Upload`), stops the pass.
 */
export class EntraSession {
  constructor(
    private readonly http: ScimTargetHttp,
    private readonly tokens: EntraTokens,
    private readonly url: string,
    private readonly client: EntraClient,
    private readonly secret: string,
  ) {}

  async upload(request: Record<string, unknown>): Promise<number> {
    let answer = await this.post(request);
    if (answer.status === 401) {
      this.tokens.forget(this.client.id);
      answer = await this.post(request);
    }
    return checked(answer).status;
  }

  private async post(request: Record<string, unknown>): Promise<TargetAnswer> {
    const token = await this.tokens.token(this.client, this.secret);
    try {
      return await this.http.request(this.url, token, 'POST', request);
    } catch (error) {
      if (!(error instanceof TargetUnreachable)) throw error;
      if (error.kind === 'blockedTarget') throw new TargetRefused(null, 'blocked address');
      throw new RetryLater(null, `unreachable (${error.kind})`);
    }
  }
}
