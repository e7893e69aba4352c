import type { MetadataStorage as TransformerMetadata } from 'class-transformer/types/MetadataStorage';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { constraintSchema } from './constraint-schemas';
import { documentedAs } from './documented-as';
import { JsonSchema, orNull, ref } from './json-schema';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as { defaultMetadataStorage: TransformerMetadata };

/** Request body component name of a DTO class (`CreatePersonDto` -> `CreatePersonInput`). */
export const inputName = (dto: Function): string => `${dto.name.replace(/Dto$/, '')}Input`;

/**
 * JSON Schemas of request bodies read from the class-validator metadata that validates them, so the
 * document states exactly what is enforced: required fields (`@Required`), null (`@Nullable`), types,
 * formats, enums, lengths and ranges, nested objects, and no unknown fields (the pipe refuses them).
 * Nested DTOs become components of their own; `components` collects them.
 */
export function dtoSchema(dto: Function, components: Record<string, JsonSchema>): JsonSchema {
  const name = inputName(dto);
  if (components[name]) return ref(name);
  components[name] = {}; // placeholder: a DTO may nest itself
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', false, false);
  const byProperty = new Map<string, ValidationMetadata[]>();
  for (const m of metadatas) byProperty.set(m.propertyName, [...(byProperty.get(m.propertyName) ?? []), m]);

  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [property, list] of byProperty) {
    const { schema, isRequired } = propertySchema(dto, property, list, components);
    properties[property] = schema;
    if (isRequired) required.push(property);
  }
  components[name] = {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
    ...documentedAs(dto),
  };
  return ref(name);
}

function propertySchema(dto: Function, property: string, list: ValidationMetadata[], components: Record<string, JsonSchema>) {
  let schema: JsonSchema = {};
  let items: JsonSchema = {};
  let nullable = false;
  let conditional = false;
  let isRequired = false;
  for (const m of list) {
    if (m.type === ValidationTypes.IS_DEFINED) isRequired = true;
    else if (m.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      conditional = true;
      if (m.name === 'isOptional') nullable = true;
    } else if (m.type === ValidationTypes.NESTED_VALIDATION) {
      const nested = nestedClass(dto, property);
      if (nested) {
        if (m.each) items = { ...items, ...dtoSchema(nested, components) };
        else schema = { ...dtoSchema(nested, components) };
      }
    } else if (m.type === ValidationTypes.CUSTOM_VALIDATION && m.name) {
      const fragment = constraintSchema(m.name, m.constraints);
      if (!fragment) continue;
      if (m.each) items = { ...items, ...fragment };
      else schema = schema.$ref ? schema : { ...schema, ...fragment };
    }
  }
  if (Object.keys(items).length) schema = { ...schema, type: 'array', items: items.type ? { type: items.type, ...items } : items };
  if (schema.$ref && schema.type) delete schema.type; // a nested object's own schema says it is an object
  schema = { ...schema, ...documentedAs(dto, property) };
  if (schema.type) schema = { type: schema.type, ...schema }; // `type` first, for readers of the document
  // No presence rule at all: class-validator runs the constraints on a missing value, so it must be sent.
  if (!isRequired && !conditional) isRequired = true;
  return { schema: nullable ? orNull(schema) : schema, isRequired };
}

function nestedClass(dto: Function, property: string): Function | undefined {
  const typed = defaultMetadataStorage.findTypeMetadata(dto, property);
  const fromTransformer = typed?.typeFunction?.() as Function | undefined;
  if (fromTransformer) return fromTransformer;
  const design = Reflect.getMetadata('design:type', dto.prototype, property) as Function | undefined;
  return design && design !== Object && design !== Array ? design : undefined;
}
