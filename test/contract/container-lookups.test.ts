import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/* eslint-disable-next-line @typescript-eslint/no-require-imports */
const { containerLookups } = require('../../scripts/boundaries/container-lookups');

/** Providers are injected (or taken from a named module with `strict: true`), never found anywhere in the container. */
describe('no provider is looked up across the whole Nest container', () => {
  it('src has no `{ strict: false }` lookup', () => {
    expect(containerLookups()).toEqual([]);
  });

  it('the check finds one where it is written (test/contract/fixtures/container-lookups)', () => {
    expect(containerLookups(path.join(__dirname, 'fixtures/container-lookups'))).toEqual(['test/contract/fixtures/container-lookups/lookup.ts:2']);
  });

  it('leaves out unit specs beside the code (a spec may build its own container)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'container-lookups-'));
    try {
      fs.writeFileSync(path.join(dir, 'lookup.spec.ts'), 'const found = moduleRef.get(Thing, { strict: false });\n');
      expect(containerLookups(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
