import { isEncryptedValue } from '../../../src/core/crypto';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, deliveriesOf, publishedWebhook } from '../../support/webhooks';
import { ROTATION_ENV, startConsole, usesOf, waitUntilReencrypted } from '../encryption/key-rotation-support';

/**
 * The response bodies webhook attempts keep are sealed at rest like other sensitive values (a receiver that echoes
 * its request answers with the values it was sent), shown opened to the owner in the delivery log, whose reads are
 * audited; the key-rotation job and `keys:status` cover them (docs/security.md, "What is encrypted").
 */
describe('webhook attempts: response bodies sealed at rest, reads of the delivery log audited', () => {
  let t: TestApp;
  let c: TestCompany;
  let locationId: string;
  let receiver: WebhookReceiver;
  let hookId: string;
  let console: Awaited<ReturnType<typeof startConsole>>;
  let firstPersonId: string;

  const attemptsOf = (webhookId: string): Promise<{ id: string; response_body: string | null }[]> =>
    t.db.query('SELECT id, response_body FROM webhook_attempts WHERE webhook_id = $1 ORDER BY attempted_at', [webhookId]);
  const readEntries = (webhookId: string): Promise<{ actor_person_id: string; subject_person_ids: string[]; fields: string[]; row_count: number }[]> =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = 'webhookDelivery.read' AND target_id = $2 ORDER BY seq`, [c.companyId, webhookId]);
  const echoOf = (taxId: string, personId: string) => JSON.stringify({ received: { id: personId, taxId } });

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { ...DELIVERING_ENV, ...ROTATION_ENV } });
    c = await newCompany(t);
    locationId = await newLocation(t, c.token);
    receiver = await new WebhookReceiver().start();
    // A debug endpoint: it answers with what it was sent.
    receiver.respond = (d, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: { id: d.json.data.object.id, taxId: d.json.data.object.taxId } }));
    hookId = (await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['person.created'] })).id;
    console = await startConsole(t);
  });
  afterAll(async () => {
    await console?.close();
    await receiver?.close();
    await t.close();
  });

  it('an echoed tax id is stored sealed, never in plain; the owner sees the body in the delivery log and the read is recorded', async () => {
    const person = await newPerson(t, c.token, locationId, { taxId: 'EC123456H' });
    firstPersonId = person.id;
    await receiver.waitForCount(1, 'the delivery of person.created');
    await waitFor(async () => (await attemptsOf(hookId)).length === 1, 20_000, 'the attempt to be recorded');

    const [stored] = await attemptsOf(hookId);
    expect(isEncryptedValue(stored.response_body!)).toBe(true);
    expect(JSON.stringify(await t.db.query('SELECT * FROM webhook_attempts'))).not.toContain('EC123456H');

    const [delivery] = await deliveriesOf(t, c.token, hookId);
    expect(delivery.attempts).toEqual([expect.objectContaining({ succeeded: true, statusCode: 200, responseBody: echoOf('EC123456H', person.id) })]);
    expect(await readEntries(hookId)).toEqual([
      expect.objectContaining({ actor_person_id: c.ownerId, subject_person_ids: [person.id], fields: ['responseBody'], row_count: 1 }),
    ]);
  });

  it('a sealed body moved to another attempt does not open there: 500 GeneralError, never the moved body', async () => {
    const person = await newPerson(t, c.token, locationId, { taxId: 'MV123456H' });
    await waitFor(async () => (await attemptsOf(hookId)).length === 2, 20_000, 'the second attempt to be recorded');
    const [first, second] = await attemptsOf(hookId);
    await t.db.query('UPDATE webhook_attempts SET response_body = $1 WHERE id = $2', [first.response_body, second.id]);
    const res = await t.api.get(`/api/webhooks/${hookId}/deliveries`, c.token);
    expectError(res, 500, 'GeneralError');
    expect(JSON.stringify(res.body)).not.toContain('EC123456H');
    await t.db.query('UPDATE webhook_attempts SET response_body = $1 WHERE id = $2', [second.response_body, second.id]);
    expect((await deliveriesOf(t, c.token, hookId))[0].attempts[0].responseBody).toBe(echoOf('MV123456H', person.id));
  });

  it('keys:status counts the bodies per key; a rotation re-encrypts them, a plain one left from before included, and they read the same', async () => {
    const [, second] = await attemptsOf(hookId);
    const plainBody = echoOf('PL123456H', 'per_before');
    await t.db.query('UPDATE webhook_attempts SET response_body = $1 WHERE id = $2', [plainBody, second.id]);
    const [before] = (await console.keys.status(c.companyId)).companies;
    const oldKey = before.keys.find((k) => k.status === 'active')!.id;
    expect(before.plain['webhook_attempts.response_body']).toBe(1);
    expect(usesOf(before, oldKey)['webhook_attempts.response_body']).toBe(1);

    const { rotated: [{ active }] } = await console.keys.rotate(c.companyId);
    const after = await waitUntilReencrypted(console.keys, c.companyId);
    expect(after.plain).toEqual({});
    expect(usesOf(after, oldKey)['webhook_attempts.response_body']).toBeUndefined();
    expect(usesOf(after, active)['webhook_attempts.response_body']).toBe(2);
    for (const row of await attemptsOf(hookId)) expect(row.response_body!.startsWith(`v1:${active}:`)).toBe(true);
    const bodies = (await deliveriesOf(t, c.token, hookId)).map((d) => d.attempts[0].responseBody);
    expect(bodies).toEqual([plainBody, echoOf('EC123456H', firstPersonId)]);
  }, 120_000);
});
