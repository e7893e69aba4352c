import { isDeepStrictEqual } from 'node:util';
import { waitFor } from './processes';
import { allUsers, ENTERPRISE, SCIMMY } from './scim';
import { keptAttributes, ScimTarget } from './scim-target';
import { TestApp } from './test-app';

/**
 * What a SCIM server keeps of the HR record's User when it is pushed: the service provider's answer written to
 * scimmy's User schema (its coercion of an inbound write drops what a client may not set: `id`, `meta`), the
 * person's id as `externalId`, and no `$ref` of the manager (an address at the HR side, not sent).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function keptAtTarget(hrUser: any): any {
  const kept = JSON.parse(JSON.stringify(new SCIMMY.Schemas.User(hrUser, 'in')));
  delete kept.id;
  delete kept.meta;
  if (kept[ENTERPRISE]?.manager) delete kept[ENTERPRISE].manager.$ref;
  return { ...kept, externalId: hrUser.id };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const byExternalId = (users: any[]) => Object.fromEntries(users.map((u) => [u.externalId, u]));

/** The managed Users at the target (those with an externalId) and the HR record's, each by the person's id. */
export async function bothSides(t: TestApp, scimToken: string, target: ScimTarget) {
  const atTarget = byExternalId([...target.users.values()].filter((u) => u.externalId !== undefined).map((u) => JSON.parse(JSON.stringify(keptAttributes(u)))));
  const hr = byExternalId((await allUsers(t, scimToken)).map(keptAtTarget));
  return { atTarget, hr };
}

/** Waits until the target holds exactly the HR record's Users, then states it (a failure shows the difference). */
export async function expectTargetEqualsHr(t: TestApp, scimToken: string, target: ScimTarget, timeoutMs = 20_000): Promise<void> {
  await waitFor(async () => {
    const { atTarget, hr } = await bothSides(t, scimToken, target);
    return isDeepStrictEqual(atTarget, hr);
  }, timeoutMs, 'the target to equal the HR record').catch(() => undefined);
  const { atTarget, hr } = await bothSides(t, scimToken, target);
  expect(atTarget).toEqual(hr);
}

/**
 * Waits until a fake Entra holds every User the HR record lists, as sent (scimmy's coercion of what was written, by
 * `externalId`), then states it. Entra keeps the Users of people no longer listed (turned off, never deleted): they
 * are not compared here.
 */
export async function expectEntraHoldsHr(t: TestApp, scimToken: string, entra: { users: Map<string, unknown> }, timeoutMs = 20_000): Promise<void> {
  const sides = async () => {
    const hr = byExternalId((await allUsers(t, scimToken)).map(keptAtTarget));
    const atEntra = Object.fromEntries(Object.keys(hr).map((id) => [id, entra.users.get(id)]));
    return { atEntra, hr };
  };
  await waitFor(async () => {
    const { atEntra, hr } = await sides();
    return isDeepStrictEqual(atEntra, hr);
  }, timeoutMs, 'Entra to hold the HR record').catch(() => undefined);
  const { atEntra, hr } = await sides();
  expect(atEntra).toEqual(hr);
}
