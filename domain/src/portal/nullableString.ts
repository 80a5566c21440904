import { Type } from 'typebox';

/**
 * A string or null in an answer's schema, written as JSON Schema's type list: the server's serializer
 * writes it faster than the anyOf a union makes.
 */
export const NULLABLE_STRING = Type.Unsafe<string | null>({ type: ['string', 'null'] });
