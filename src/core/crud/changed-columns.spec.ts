import type { EntityMetadata } from 'typeorm';
import { changedColumns, storedValues } from './changed-columns';

/** Metadata of an entity with these writable columns (property names), as TypeORM describes them. */
function metadataOf(...properties: string[]): EntityMetadata {
  const columns = properties.map((propertyName) => ({
    propertyName, isVirtualProperty: false, isGenerated: false, isPrimary: false, isUpdate: true,
    getEntityValue: (row: Record<string, unknown>) => row[propertyName],
  }));
  return { columns } as unknown as EntityMetadata;
}

describe('the columns an update writes', () => {
  const metadata = metadataOf('bio', 'teams', 'updatedAt');
  const at = new Date('2026-11-27T10:00:00.000Z');

  it('are the changed ones, dates and JSON compared by content', () => {
    const row = { bio: 'old', teams: [{ name: 'a' }], updatedAt: at };
    const stored = storedValues(metadata, row);
    Object.assign(row, { bio: 'new', teams: [{ name: 'a' }], updatedAt: new Date(at.getTime()) });
    expect(changedColumns(metadata, row, stored)).toEqual({ bio: 'new' });
  });

  it('include the always-written ones when their value did not move (an update in the same millisecond)', () => {
    const row = { bio: 'old', teams: [], updatedAt: at };
    const stored = storedValues(metadata, row);
    Object.assign(row, { bio: 'new', updatedAt: new Date(at.getTime()) });
    expect(changedColumns(metadata, row, stored, ['updatedAt'])).toEqual({ bio: 'new', updatedAt: new Date(at.getTime()) });
  });
});
