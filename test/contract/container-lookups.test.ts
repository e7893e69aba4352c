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
});
