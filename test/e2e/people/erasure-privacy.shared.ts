import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, publishedWebhook } from '../../support/webhooks';
import { pdf, upload } from '../files/files-support';

/** Where the driver under test keeps its bytes on disk, and how to start and stop it. */
export interface RawStorage {
  env: Record<string, string>;
  directory(t: TestApp): string;
  close(): Promise<void>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The privacy proof of erasure (docs/security.md, "Erasure"): a person with distinctive values in every kind of record,
 * files, webhook deliveries (whose receiver echoes them back) and a stored idempotent answer is erased; then a
 * `pg_dump --data-only` of the whole database and every byte in storage hold none of those values or file bytes,
 * and the subscriber got `person.erased` with only the id and the time.
 */
export function describeErasurePrivacy(name: string, start: () => Promise<RawStorage>): void {
  describe(`erasure leaves nothing of the person in the database or in storage (${name})`, () => {
    let t: TestApp;
    let c: TestCompany;
    let raw: RawStorage;
    let receiver: WebhookReceiver;
    let housekeeping: QueueRunner;
    const tag = randomBytes(5).toString('hex');
    // The client's own key (no value of the person): it stays, as the key of the replaced answer.
    const idempotencyKey = `key-${randomBytes(6).toString('hex')}`;
    const values = {
      firstName: `Quennell${tag}`,
      lastName: `Vortigern${tag}`,
      email: `erase-me-${tag}@example.com`,
      personalEmail: `private-${tag}@example.org`,
      personalPhoneNumber: `+4479${String(parseInt(tag.slice(0, 8), 16) % 1e8).padStart(8, '0')}`,
      address: `${tag} Forgotten Lane`,
      accountNumber: `${parseInt(tag.slice(2, 9), 16) % 1e8}`.padStart(8, '7'),
      nameOnAccount: `Account of ${tag}`,
      passportNumber: `P${tag.toUpperCase()}`,
      contactName: `Contact ${tag}`,
      customValue: `Custom ${tag}`,
      documentName: `Contract of ${tag}`,
      leavingNote: `Left for ${tag}`,
    };
    let photo: Buffer;
    const docBytes = pdf(30_000);
    const idBytes = pdf(20_000);
    const leavingBytes = pdf(10_000);
    Buffer.from(` DOC-${tag} `).copy(docBytes, 300);
    Buffer.from(` ID-${tag} `).copy(idBytes, 300);
    Buffer.from(` LEAVING-${tag} `).copy(leavingBytes, 300);
    let person: any;
    const fileIds: string[] = [];
    let erasure: any;

    beforeAll(async () => {
      raw = await start();
      receiver = await new WebhookReceiver().start();
      // A receiver that echoes what it got: its answer is kept on the attempt.
      receiver.respond = (delivery, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(delivery.body);
      t = await createTestApp({ mode: 'all', env: { ...raw.env, ...DELIVERING_ENV } });
      housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
      c = await newCompany(t);
      await publishedWebhook(t, c.token, { url: receiver.url });
      const location = await newLocation(t, c.token);
      photo = await sharp({ create: { width: 97, height: 61, channels: 3, background: { r: parseInt(tag.slice(0, 2), 16), g: 17, b: 201 } } }).png().toBuffer();

      person = await newPerson(t, c.token, location, {
        firstName: values.firstName, lastName: values.lastName, email: values.email, personalEmail: values.personalEmail,
        personalPhoneNumber: values.personalPhoneNumber, address: values.address,
      });
      const photoFile = await upload(t, c.token, { type: 'profilePhoto', personId: person.id, filename: `${tag}.png`, bytes: photo });
      expect(photoFile.status).toBe(201);
      fileIds.push(photoFile.body.id);
      expect((await t.api.patch(`/api/people/${person.id}`, c.token, { profilePhotoId: photoFile.body.id })).status).toBe(200);

      const idFile = await upload(t, c.token, { type: 'identityDocument', personId: person.id, filename: `passport-${tag}.pdf`, bytes: idBytes });
      fileIds.push(idFile.body.id);
      expect((await t.api.post('/api/identity-documents', c.token, { personId: person.id, type: 'Passport', number: values.passportNumber, fileId: idFile.body.id })).status).toBe(201);
      const docFile = await upload(t, c.token, { type: 'document', personId: person.id, filename: `contract-${tag}.pdf`, bytes: docBytes });
      fileIds.push(docFile.body.id);
      expect((await t.api.post('/api/documents', c.token, { name: values.documentName, personId: person.id, fileId: docFile.body.id })).status).toBe(201);

      expect((await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: values.accountNumber, nameOnAccount: values.nameOnAccount, sortCode: '123456' })).status).toBe(201);
      const field = await t.api.post('/api/custom-fields', c.token, { name: 'Favourite book', section: 'basics', type: 'text' });
      expect((await t.api.post('/api/custom-values', c.token, { personId: person.id, customFieldId: field.body.id, value: values.customValue })).status).toBe(201);
      // An idempotent request about the person: its answer is stored (sealed) for replays.
      const keyed = await t.api.request('POST', '/api/emergency-contacts', c.token, { personId: person.id, name: values.contactName, phoneNumber: '+442079460958' }, { 'idempotency-key': idempotencyKey });
      expect(keyed.status).toBe(201);
      const leavingFile = await upload(t, c.token, { type: 'leavingFile', personId: person.id, filename: `leaving-${tag}.pdf`, bytes: leavingBytes });
      expect(leavingFile.status).toBe(201);
      fileIds.push(leavingFile.body.id);
      const left = await t.api.patch(`/api/people/${person.id}`, c.token, {
        employmentEndDate: utcDay(-1), leavingReason: 'resigned', leavingNote: values.leavingNote, leavingFileId: leavingFile.body.id,
      });
      expect(left.status).toBe(200);

      // Every event about the person delivered (and echoed back onto its attempt) before the erasure.
      await waitFor(async () => {
        const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = $1 AND status <> 'succeeded'`, [c.companyId]);
        const [{ e }] = await t.db.query(`SELECT count(*)::int AS e FROM events WHERE company_id = $1 AND dispatched_at IS NULL`, [c.companyId]);
        return n === 0 && e === 0;
      }, 30_000, 'the deliveries about the person');
      // What the checks below look for is there before the erasure.
      expect(dumpText()).toContain(values.email);
      const before = filesUnder(raw.directory(t));
      for (const id of fileIds) expect(before.filter((file) => file.includes(id)).length).toBeGreaterThan(0);
      expect(before.some((file) => readFileSync(file).includes(photo))).toBe(true);

      const res = await t.api.post(`/api/people/${person.id}/erase`, c.token, {});
      expect(res.status).toBe(200);
      erasure = res.body;
    }, 120_000);
    afterAll(async () => {
      await housekeeping.close();
      await t.close();
      await receiver.close();
      await raw.close();
    });

    const dumpText = () =>
      execFileSync('pg_dump', ['--data-only', databaseUrl(t.databaseName)], { maxBuffer: 512 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');

    it('answers what it removed: records of each kind, files, events, deliveries and the stored answer', () => {
      expect(erasure.counts).toEqual({
        records: { person: 1, jobRole: 1, identityDocument: 1, document: 1, bankAccount: 1, customValue: 1, emergencyContact: 1 },
        files: 4,
        events: expect.any(Number),
        webhookDeliveries: expect.any(Number),
        idempotentResponses: 1,
      });
      expect(erasure.counts.events).toBeGreaterThanOrEqual(9);
      expect(erasure.counts.webhookDeliveries).toBe(erasure.counts.events);
    });

    it('pg_dump --data-only of the database holds none of the person\'s values', () => {
      const dump = dumpText();
      expect(dump).toContain(person.id); // the erasure's own record and the markers name the id, nothing else
      expect(Object.entries(values).filter(([, value]) => dump.includes(value))).toEqual([]);
      expect(dump.split('\n').filter((line) => line.includes(tag))).toEqual([]);
    });

    it('storage holds none of the person\'s files: no object under their ids, none of their bytes', async () => {
      const stored = filesUnder(raw.directory(t));
      expect(stored.filter((file) => fileIds.some((id) => file.includes(id)))).toEqual([]);
      const contents = stored.map((file) => readFileSync(file));
      expect(contents.filter((bytes) => bytes.includes(photo) || bytes.includes(`DOC-${tag}`) || bytes.includes(`ID-${tag}`) || bytes.includes(tag))).toEqual([]);
    });

    it('replays of the idempotent request answer the erasure marker, not the contact', async () => {
      const replay = await t.app.inject({
        method: 'POST', url: '/api/emergency-contacts',
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        payload: JSON.stringify({ personId: person.id, name: values.contactName, phoneNumber: '+442079460958' }),
      });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(JSON.parse(replay.body)).toEqual({ erased: true, personId: person.id, erasedAt: erasure.erasedAt });
    });

    it('delivers person.erased to the subscriber with only the id and the time', async () => {
      const [delivered] = await receiver.waitForCount(1, 'person.erased', 20_000, (d) => d.json?.type === 'person.erased');
      expect(delivered.json).toEqual({
        id: expect.any(String), type: 'person.erased', createdAt: expect.any(String), companyId: c.companyId,
        data: { object: { id: person.id, erasedAt: erasure.erasedAt } },
      });
    });
  });
}
