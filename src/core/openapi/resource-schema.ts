import { FieldClass } from '../policy/policy-table';
import { columnSchema } from './column-schema';
import { constraintSchema } from './constraint-schemas';
import { JsonSchema, orNull } from './json-schema';
import { getMetadataStorage, ValidationTypes } from 'class-validator';

/**
 * What a resource's API object holds beyond its definition's stored columns: the field list when it is
 * not `definition.fields` (people), the schemas of derived fields and of JSON columns, and the class of
 * each field when roles see different fields (those not `public` are optional in the schema).
 */
export interface ResourceApiShape {
  fields?: readonly string[];
  /** Schemas of fields the entity's columns do not describe (JSON columns, values the service converts). */
  schemas?: Record<string, JsonSchema>;
  /** Fields the read adds after the stored ones, with their schemas. */
  derived?: Record<string, JsonSchema>;
  fieldClass?: (field: string) => FieldClass;
  /** Error statuses the list answers besides the usual ones (a list whose required filter names an unknown record: 404). */
  listErrors?: string[];
  description?: string;
}

/**
 * The component of a resource's API object, generated from what drives its serialisation: the field list,
 * the entity's column metadata (types, nullability), the DTO rules of the same field (enum, format,
 * pattern) and the declared shape of derived fields.
 */
export function resourceSchema(
  entity: Function,
  fields: readonly string[],
  shape: ResourceApiShape,
  dtos: Function[],
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const schemas = { ...shape.schemas, ...shape.derived };
  for (const field of [...fields, ...Object.keys(shape.derived ?? {})]) {
    const declared = schemas[field];
    const column = columnSchema(entity, field);
    if (!declared && !column) throw new Error(`OpenAPI: ${entity.name}.${field} is neither a column of a known type nor declared in the resource's API shape (JSON columns and derived fields need a schema)`);
    properties[field] = declared ?? withDtoRules(column!, field, dtos);
    if (!shape.fieldClass || shape.fieldClass(field) === 'public') required.push(field);
  }
  return { type: 'object', ...(shape.description ? { description: shape.description } : {}), properties, required, additionalProperties: false };
}

/** A string column's enum, format or pattern as the create and update DTOs state it for the same field. */
function withDtoRules(column: JsonSchema, field: string, dtos: Function[]): JsonSchema {
  const type = Array.isArray(column.type) ? column.type : [column.type];
  if (!type.includes('string')) return column;
  const rules: JsonSchema = {};
  for (const dto of dtos) {
    for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false)) {
      if (m.propertyName !== field || m.type !== ValidationTypes.CUSTOM_VALIDATION || m.each || !m.name) continue;
      const fragment = constraintSchema(m.name, m.constraints) ?? {};
      for (const key of ['enum', 'format', 'pattern'] as const) if (fragment[key] !== undefined) rules[key] = fragment[key];
    }
  }
  if (!Object.keys(rules).length) return column;
  const nullable = type.includes('null');
  const base: JsonSchema = { ...column, type: 'string', ...rules };
  return nullable ? orNull(base) : base;
}
