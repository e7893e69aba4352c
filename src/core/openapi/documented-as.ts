import 'reflect-metadata';
import { JsonSchema } from './json-schema';

const KEY = Symbol('openapi:documented-as');

/**
 * Adds to the schema read from a DTO's validation decorators what they cannot say (a rule the service
 * checks, such as a custom field's `config` by type, or the new-hire exception of a person's create body).
 * On a property it merges into the property's schema; on a class, into the object schema.
 */
export function DocumentedAs(schema: JsonSchema): ClassDecorator & PropertyDecorator {
  return (target: object, property?: string | symbol) => {
    const owner = property === undefined ? target : target.constructor;
    Reflect.defineMetadata(KEY, schema, owner, property === undefined ? '' : String(property));
  };
}

export function documentedAs(target: Function, property = ''): JsonSchema | undefined {
  // Own metadata first, then the base classes' (a DTO extends its shared fields).
  for (let t: Function | null = target; t && t !== Function.prototype; t = Object.getPrototypeOf(t)) {
    const found = Reflect.getOwnMetadata(KEY, t, property) as JsonSchema | undefined;
    if (found) return found;
  }
  return undefined;
}
