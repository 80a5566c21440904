/**
 * TypeBox's type builders as the tools' browser build uses them (web/vite.config.ts aliases `typebox` here):
 * the domain declares each API answer's schema once with `Type.*`, the server and the OpenAPI document
 * read them, and the browser checks answers against them with TypeBox's own checker (`typebox/schema`). The
 * builders themselves weigh 11.6 KB compressed in a phone's first tool screen (issue 40), for the few the
 * domain calls; these build the same JSON Schema (typeBuilders.test.ts compares each with TypeBox's).
 * A builder the domain starts to use is added here, or the browser build fails to bundle.
 */

type Schema = Record<string, unknown>;
type Options = Readonly<Record<string, unknown>>;

/** TypeBox marks an optional property on its schema, unseen by JSON: the object leaves it out of `required`. */
const OPTIONAL = '~optional';

function markedOptional(schema: Schema): Schema {
  const copy = { ...schema };
  Object.defineProperty(copy, OPTIONAL, { value: true, enumerable: false });
  return copy;
}

const isOptional = (schema: unknown) => typeof schema === 'object' && schema !== null && OPTIONAL in schema;

function objectOf(properties: Readonly<Record<string, Schema>>, options: Options = {}): Schema {
  const required = Object.keys(properties).filter((key) => !isOptional(properties[key]));
  return {
    type: 'object',
    ...(required.length > 0 ? { required } : {}),
    properties,
    ...options,
  };
}

/** A constant's JSON type, as TypeBox's Literal gives it. */
const literalType = (value: string | number | boolean) =>
  typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';

export const Type = {
  String: (options: Options = {}): Schema => ({ type: 'string', ...options }),
  Number: (options: Options = {}): Schema => ({ type: 'number', ...options }),
  Integer: (options: Options = {}): Schema => ({ type: 'integer', ...options }),
  Boolean: (options: Options = {}): Schema => ({ type: 'boolean', ...options }),
  Null: (options: Options = {}): Schema => ({ type: 'null', ...options }),
  Literal: (value: string | number | boolean, options: Options = {}): Schema => ({
    type: literalType(value),
    const: value,
    ...options,
  }),
  Enum: (values: readonly (string | number)[], options: Options = {}): Schema => ({
    enum: [...values],
    ...options,
  }),
  Array: (items: Schema, options: Options = {}): Schema => ({ type: 'array', items, ...options }),
  Union: (anyOf: readonly Schema[], options: Options = {}): Schema => ({ anyOf: [...anyOf], ...options }),
  Record: (_key: Schema, value: Schema, options: Options = {}): Schema => ({
    type: 'object',
    patternProperties: { '^.*$': value },
    ...options,
  }),
  Object: objectOf,
  Optional: markedOptional,
  // As TypeBox's: the object's own options (additionalProperties, description) are not carried over.
  Partial: (object: Schema, options: Options = {}): Schema => {
    const properties = (object.properties ?? {}) as Record<string, Schema>;
    const optional = Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, markedOptional(value)]),
    );
    return { type: 'object', properties: optional, ...options };
  },
  Unsafe: (schema: Options): Schema => ({ ...schema }),
};
