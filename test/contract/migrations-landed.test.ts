import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MIGRATIONS } from '../../migrations';

/**
 * A landed migration is never edited (databases that ran it would not run it again): a schema change is a new
 * migration. migrations/checksums.json holds each file's SHA-256 as it landed; `node scripts/migration-checksums.js`
 * adds new ones. The one exception, a landed file rewritten to do exactly what it did (docs/architecture.md, "Schema,
 * SQL and migrations"), is re-pinned in migrations/re-pinned.json: the checksum it landed with, the one it has now and why.
 */
const dir = path.join(__dirname, '..', '..', 'migrations');
const files = fs.readdirSync(dir).filter((name) => /^\d+-.+\.ts$/.test(name)).sort();
const checksums: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dir, 'checksums.json'), 'utf8'));
const rePinned: Record<string, { landed: string; now: string; reason: string }> = JSON.parse(fs.readFileSync(path.join(dir, 're-pinned.json'), 'utf8'));
const sha256 = (name: string) => createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');

describe('landed migrations', () => {
  it.each(files)('%s is unchanged since it landed (or since it was re-pinned)', (name) => {
    const actual = sha256(name);
    expect({ name, checksum: actual }).toEqual({ name, checksum: rePinned[name]?.now ?? checksums[name] });
  });

  it.each(Object.keys(rePinned))('re-pins %s from the checksum it landed with, and says why', (name) => {
    expect(files).toContain(name);
    expect(rePinned[name]).toEqual({ landed: checksums[name], now: sha256(name), reason: expect.stringMatching(/\S.{40,}/) });
  });

  it('keeps a checksum only for files that exist (a landed migration is never removed)', () => {
    expect(Object.keys(checksums).sort()).toEqual(files);
  });

  it('runs every migration file, in the order of its timestamp', () => {
    const timestamps = files.map((name) => Number(name.split('-')[0]));
    const listed = MIGRATIONS.map((migration) => Number(/(\d+)$/.exec(migration.name)?.[1]));
    expect(listed).toEqual(timestamps);
  });
});
