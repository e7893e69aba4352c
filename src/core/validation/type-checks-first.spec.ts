import 'reflect-metadata';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { RESOURCE_MODULES } from '../../app.module';
import { ApiError } from '../errors/api-error';
import { crudDeclarationsOf } from '../crud/crud-declaration';
import { bodyValidationPipe } from './body-validation.pipe';
import { IsString, MaxLength } from 'class-validator';
import { runTypeChecksFirst, TYPE_CHECKS } from './type-checks-first';

/** A value of the wrong JSON type for each type check, and the word its reason must use. */
const WRONG: Record<string, [unknown, RegExp]> = {
  isString: [12345, /string/],
  isNumber: ['x', /number/],
  isInt: ['x', /integer/],
  isBoolean: ['x', /boolean/],
  isArray: ['x', /array/],
  isObject: ['x', /object/],
  isCalendarDate: [12345, /date/],
  isDateTime: [12345, /date-time/],
  isCustomValue: [12345, /string/],
};

/** Every DTO a route validates, with the DTOs they nest. */
function allDtos(): Function[] {
  expect(RESOURCE_MODULES.length).toBeGreaterThan(0); // loads every module, so every crudController() is registered
  const dtos = new Set<Function>();
  for (const r of crudDeclarationsOf(RESOURCE_MODULES)) for (const dto of [r.createDto, r.updateDto]) if (dto) dtos.add(dto);
  return [...dtos];
}

/** A wrong type is named before its other constraints: `{"firstName": 12345}` once said "must be shorter than or equal to 200 characters". */
describe('a value of the wrong type is refused for its type, in every DTO', () => {
  const pipe = bodyValidationPipe();
  const cases = allDtos().flatMap((dto) =>
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', false, false)
      .filter((m) => m.type === ValidationTypes.CUSTOM_VALIDATION && m.name && TYPE_CHECKS.has(m.name) && !m.each)
      .map((m) => [dto.name, m.propertyName, m.name!, dto] as const),
  );

  it('covers the reported fields', () => {
    const covered = cases.map(([dto, property]) => `${dto}.${property}`);
    expect(covered).toEqual(expect.arrayContaining(['CreatePersonDto.firstName', 'CreateLocationDto.city', 'CreateJobRoleDto.jobTitle', 'CreateCustomFieldDto.name']));
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('%s.%s (%s)', async (_name, property, check, dto) => {
    const [value, word] = WRONG[check];
    const error = await pipe.transform({ [property]: value }, { type: 'body', metatype: dto as never }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const issue = (error as ApiError).issues?.find((i) => i.name === property);
    expect(issue?.reason).toMatch(word);
    expect(issue?.reason).not.toMatch(/shorter|longer|less than|greater than|must not be/);
  });
});

describe('the ordered constraints of a class, made once', () => {
  it('answers the same list for the same class and options, and a class defined later gets its own, ordered', () => {
    runTypeChecksFirst();
    const storage = getMetadataStorage();
    class Early {
      @MaxLength(3) @IsString() name!: string;
    }
    const first = storage.getTargetValidationMetadatas(Early, '', false, false);
    expect(storage.getTargetValidationMetadatas(Early, '', false, false)).toBe(first);
    expect(storage.getTargetValidationMetadatas(Early, '', false, false, ['other'])).not.toBe(first);
    class Later extends Early {
      @MaxLength(5) @IsString() title!: string;
    }
    const later = storage.getTargetValidationMetadatas(Later, '', false, false);
    expect(later.map((m) => m.propertyName).sort()).toEqual(['name', 'name', 'title', 'title']);
    const titleOrder = later.filter((m) => m.propertyName === 'title').map((m) => m.name);
    expect(titleOrder).toEqual(['isString', 'maxLength']);
  });
});
