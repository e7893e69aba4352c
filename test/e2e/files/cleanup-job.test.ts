import { Clock } from '../../../src/core/clock';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, TestCompany } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from './files-support';
import { encryptedObjectKey } from '../../support/stored-objects';

const HOUR = 60 * 60 * 1000;

/** D10: the scheduled job deletes files never attached after 24 hours (row and bytes), by the injected clock. */
describe('files: the unattached-file cleanup job', () => {
  let t: TestApp;
  let c: TestCompany;
  let housekeeping: QueueRunner;
  let storage: StorageDriver;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
    storage = t.app.get(STORAGE_DRIVER);
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });
  afterEach(() => t.app.get(Clock).reset());

  const exists = async (fileId: string) => (await t.db.query('SELECT 1 FROM files WHERE id = $1', [fileId])).length === 1;
  /** Documents are stored encrypted (`<key>.<keyId>`), photos and their variants plain. */
  const stored = async (fileId: string, variant = 'original', plain = false) => {
    const key = `${c.companyId}/${fileId}/${variant}`;
    return (await storage.size(plain ? key : await encryptedObjectKey(t, c.companyId, key))) !== null;
  };

  it('is scheduled every 15 minutes', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toContainEqual(['files.cleanup', '*/15 * * * *', 'UTC']);
  });

  it('keeps unattached files younger than 24 hours and attached files; deletes the others with their bytes and variants', async () => {
    const young = (await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: pdf() })).body.id;
    const photo = (await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: await png() })).body.id;
    const kept = (await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: pdf() })).body.id;
    expect((await t.api.post('/api/documents', c.token, { name: 'Kept', personId: c.ownerId, fileId: kept })).status).toBe(201);

    t.app.get(Clock).advance(23 * HOUR);
    await housekeeping.run('files.cleanup');
    expect([await exists(young), await exists(photo), await exists(kept)]).toEqual([true, true, true]);

    t.app.get(Clock).advance(2 * HOUR);
    const result = await housekeeping.run('files.cleanup');
    expect(result.deleted).toBe(2);
    expect([await exists(young), await exists(photo), await exists(kept)]).toEqual([false, false, true]);
    expect([await stored(young), await stored(photo, 'original', true), await stored(photo, '64', true), await stored(photo, '480', true), await stored(kept)]).toEqual([false, false, false, false, true]);
    expect(await t.db.query('SELECT file_id FROM deleted_files WHERE file_id = ANY($1)', [[young, photo]])).toEqual([]);
  });
});
