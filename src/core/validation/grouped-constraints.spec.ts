import { getMetadataStorage, IsInt, IsOptional, IsString, MaxLength, validateSync } from 'class-validator';
import { runTypeChecksFirst } from './type-checks-first';

class Sample {
  @IsString() @MaxLength(3) name!: unknown;
  @IsOptional() @IsInt() count?: unknown;
}

describe('class-validator\'s groups of constraints, kept per class', () => {
  beforeAll(() => runTypeChecksFirst());

  it('groups a class\'s constraints once and hands out the same groups after', () => {
    const storage = getMetadataStorage();
    const list = storage.getTargetValidationMetadatas(Sample, '', false, false);
    const first = storage.groupByPropertyName(list);
    expect(Object.keys(first).sort()).toEqual(['count', 'name']);
    expect(first.name.map((m) => m.name)).toEqual(['isString', 'maxLength']);
    expect(storage.groupByPropertyName(list)).toBe(first);
  });

  it('validates each object on its own all the same', () => {
    const wrong = Object.assign(new Sample(), { name: 'long name', count: 'x' });
    const right = Object.assign(new Sample(), { name: 'ok' });
    for (let i = 0; i < 3; i++) {
      expect(validateSync(wrong).map((e) => e.property).sort()).toEqual(['count', 'name']);
      expect(validateSync(right)).toEqual([]);
    }
  });
});
