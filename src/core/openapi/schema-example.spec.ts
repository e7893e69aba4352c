import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { schemaExample } from './schema-example';
import type { JsonSchema } from './json-schema';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const valid = (schema: JsonSchema) => ajv.validate(schema, schemaExample(schema));

describe('an example of a JSON Schema', () => {
  it('takes the value the schema states: examples, const, the first non-null enum value', () => {
    expect(schemaExample({ type: 'string', examples: ['person.updated'] })).toBe('person.updated');
    expect(schemaExample({ type: 'boolean', const: true })).toBe(true);
    expect(schemaExample({ enum: [null, 'annual', 'monthly'] })).toBe('annual');
  });

  it('fills every property, of the first non-null type or branch, ids as ids and text as its field\'s label', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string' },
        personId: { type: ['string', 'null'] },
        jobTitle: { type: 'string', pattern: '\\S' },
        manager: { oneOf: [{ type: 'null' }, { type: 'object', properties: { name: { type: 'string' } } }] },
        effectiveDate: { type: ['string', 'null'], format: 'date' },
        updatedAt: { type: 'string', format: 'date-time' },
      },
      required: ['id'],
      additionalProperties: false,
    };
    expect(schemaExample(schema)).toEqual({
      id: 'Xk3pQ9vT2mL8nR4sW7yZ1aB5', personId: 'Xk3pQ9vT2mL8nR4sW7yZ1aB5', jobTitle: 'Job title', manager: { name: 'Name' },
      effectiveDate: '2026-11-20', updatedAt: '2026-11-20T09:30:00.000Z',
    });
    expect(valid(schema)).toBe(true);
  });

  it('meets patterns, lengths, minimums, steps and array sizes', () => {
    for (const schema of [
      { type: 'string', pattern: '^[A-Z]{2}$' },
      { type: 'string', pattern: '^[A-Z]{3}$' },
      { type: 'string', pattern: '^[A-Za-z]{4}[A-Za-z]{2}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$' },
      { type: 'string', pattern: '^\\d{1,15}(\\.\\d{1,6})?%?$' },
      { type: 'string', pattern: '^\\s*\\+' },
      { type: 'string', maxLength: 2 },
      { type: 'number', minimum: 0, multipleOf: 0.5 },
      { type: 'integer', minimum: 10 },
      { type: 'array', minItems: 3, uniqueItems: true, items: { type: 'string' } },
    ]) {
      expect([schema, valid(schema)]).toEqual([schema, true]);
    }
  });

  it('fails loudly for a pattern no sample meets, so the sample is added with the schema', () => {
    expect(() => schemaExample({ type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{9}$' } } })).toThrow(/code/);
  });
});
