import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MIGRATIONS } from '../../migrations';

/**
 * A landed migration is never edited (databases that ran it would not run it again): a schema change is a new
 * migration. migrations/checksums.json holds each file's SHA-256; `node scripts/migration-checksums.js` adds new ones.
 */
const dir = path.join(__dirname, '..', '..', 'migrations');
const files = fs.readdirSync(dir).filter((name) => /^\d+-.+\.ts$/.test(name)).sort();
const checksums: Record<string, string> = JSON.parse(fs.readFileSync(path.join(dir, 'checksums.json'), 'utf8'));

describe('landed migrations', () => {
  it.each(files)('%s is unchanged since it landed', (name) => {
    const actual = createHash('sha256').update(fs.readFileSync(path.join(dir, name))).digest('hex');
    expect({ name, checksum: actual }).toEqual({ name, checksum: checksums[name] });
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
