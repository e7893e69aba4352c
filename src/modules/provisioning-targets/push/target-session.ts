import type { PatchOperation } from './pushed-user';
import { patchMessage } from './pushed-user';
import { checked, RetryLater, TargetRefused, UserRefused } from './push-errors';
import { ScimTargetHttp, TargetAnswer, TargetUnreachable } from './scim-target-http';

type Body = Record<string, unknown>;

const LIST_PAGE = 100;
/** A target listing more than this many Users is read no further by a reconcile. */
const MAX_LISTED = 1_000_000;

/** One target's SCIM endpoints (RFC 7644 §3) as the connector uses them. */
export class TargetSession {
  constructor(
    private readonly http: ScimTargetHttp,
    private readonly base: string,
    private readonly token: string,
  ) {}

  private async call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<TargetAnswer> {
    try {
      return await this.http.request(`${this.base}${path}`, this.token, method, body);
    } catch (error) {
      if (error instanceof TargetUnreachable) {
        if (error.kind === 'blockedTarget') throw new TargetRefused(null, 'blocked address');
        throw new RetryLater(null, `unreachable (${error.kind})`);
      }
      throw error;
    }
  }

  /** The new User's id at the target; null when the target already has one like it (409). */
  async create(body: Body): Promise<string | null> {
    const answer = checked(await this.call('POST', '/Users', body), [409]);
    if (answer.status === 409) return null;
    const id = answer.body?.id;
    if (typeof id !== 'string' || id === '') throw new UserRefused(answer.status, 'answer without an id');
    return id;
  }

  /** The target's User, or null when it has none of that id. */
  async get(remoteId: string): Promise<Body | null> {
    const answer = checked(await this.call('GET', `/Users/${encodeURIComponent(remoteId)}`), [404]);
    return answer.status === 404 ? null : (answer.body as Body);
  }

  async patch(remoteId: string, operations: PatchOperation[]): Promise<void> {
    checked(await this.call('PATCH', `/Users/${encodeURIComponent(remoteId)}`, patchMessage(operations)));
  }

  /** Deleted, or already gone. */
  async delete(remoteId: string): Promise<void> {
    checked(await this.call('DELETE', `/Users/${encodeURIComponent(remoteId)}`), [404]);
  }

  /** The first User a filter finds (`externalId eq "…"`), or null. */
  async findOne(attribute: string, value: string): Promise<Body | null> {
    const filter = encodeURIComponent(`${attribute} eq ${JSON.stringify(value)}`);
    const answer = checked(await this.call('GET', `/Users?filter=${filter}&count=2`));
    const found = answer.body?.Resources;
    return Array.isArray(found) && found.length ? (found[0] as Body) : null;
  }

  /** Every User the target lists, walking its pages. */
  async all(): Promise<Body[]> {
    const users: Body[] = [];
    // Pages as the target answers them: it may give fewer than asked (its own maximum).
    for (let start = 1; users.length < MAX_LISTED;) {
      const answer = checked(await this.call('GET', `/Users?startIndex=${start}&count=${LIST_PAGE}`));
      const page = Array.isArray(answer.body?.Resources) ? (answer.body.Resources as Body[]) : [];
      users.push(...page);
      start += page.length;
      if (page.length === 0 || start > Number(answer.body?.totalResults ?? 0)) break;
    }
    return users;
  }
}
