import { Type as TypeBox } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Type } from './typeBuilders';

/** A schema as JSON and with the optional mark TypeBox hides on it. */
const seen = (schema: unknown) => ({
  json: JSON.parse(JSON.stringify(schema)) as unknown,
  optional: typeof schema === 'object' && schema !== null && '~optional' in schema,
});

describe("the browser's type builders", () => {
  it('build the JSON Schema TypeBox builds, for every builder and option the domain uses', () => {
    const nested = (T: typeof Type) =>
      T.Object(
        {
          code: T.String({ description: 'a code', maxLength: 8 }),
          note: T.Optional(T.Union([T.String(), T.Null()], { description: 'or none' })),
          count: T.Integer({ minimum: 1, maximum: 1000, default: 1 }),
          share: T.Number({ minimum: 0, maximum: 1 }),
          on: T.Boolean({ default: false }),
          kind: T.Enum(['code', 'words'], { default: 'code' }),
          yes: T.Literal(true, { description: 'always' }),
          name: T.Literal('x'),
          lines: T.Array(T.Object({ a: T.String() }, { additionalProperties: false }), { maxItems: 3 }),
          texts: T.Optional(T.Record(T.String(), T.Union([T.String(), T.Number()]))),
          date: T.Unsafe({ type: ['string', 'null'], format: 'date' }),
          rest: T.Partial(T.Object({ a: T.String(), b: T.Number() }, { description: 'dropped' })),
        },
        { additionalProperties: false, description: 'a line' },
      );
    const ours = nested(Type);
    // TypeBox's builders called the same way: typed loosely as ours are, their output compared as data.
    const theirs = nested(TypeBox as unknown as typeof Type);
    expect(seen(ours)).toEqual(seen(theirs));
    const properties = (schema: Record<string, unknown>) => schema.properties as Record<string, unknown>;
    for (const [key, property] of Object.entries(properties(theirs)))
      expect(seen(properties(ours)[key]), key).toEqual(seen(property));
    expect(seen(Type.Object({ a: Type.Optional(Type.String()) }))).toEqual(
      seen(TypeBox.Object({ a: TypeBox.Optional(TypeBox.String()) })),
    );
    expect(seen(Type.Null())).toEqual(seen(TypeBox.Null()));
  });
});
