/**
 * The thirteen operators of the reference-data service's search, plus FULL_TEXT, which deployed
 * ASYCUDA-style clients also send.
 */
export const SEARCH_OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'IN',
  'NOT_IN',
  'IS_NULL',
  'IS_NOT_NULL',
  'STARTS_WITH',
  'CONTAINS',
  'ENDS_WITH',
  'GREATER_THAN',
  'LESS_THAN',
  'BETWEEN',
  'EMPTY',
  'FULL_TEXT',
] as const;

export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** What each operator needs besides the field. */
export type OperandShape = 'none' | 'value' | 'values' | 'range' | 'optionalValue';

export const OPERAND_SHAPE: Readonly<Record<SearchOperator, OperandShape>> = {
  EQUALS: 'value',
  NOT_EQUALS: 'value',
  IN: 'values',
  NOT_IN: 'values',
  IS_NULL: 'none',
  IS_NOT_NULL: 'none',
  STARTS_WITH: 'value',
  CONTAINS: 'value',
  ENDS_WITH: 'value',
  GREATER_THAN: 'value',
  LESS_THAN: 'value',
  BETWEEN: 'range',
  EMPTY: 'none',
  FULL_TEXT: 'optionalValue',
};

export function isSearchOperator(text: string): text is SearchOperator {
  return (SEARCH_OPERATORS as readonly string[]).includes(text);
}
