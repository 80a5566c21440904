import type { EntityDefinition, FieldType, Restriction, SearchRequest } from '@tsw/domain';

/**
 * A checked cargo search (manifests, vessels) as SQL over its table. Column names come from the table's
 * declaration below, never from the request; every value the request carries is a bound parameter.
 */
export interface CargoTable {
  readonly definition: EntityDefinition;
  /** The table (with its alias) the search reads. */
  readonly from: string;
  /** Each field's SQL expression as it is answered (with its wire type) and compared. */
  readonly columns: Readonly<
    Record<
      string,
      {
        readonly select: string;
        readonly compare: string;
        /** An integer column: compared as an integer (so that its index serves) when the values are whole. */
        readonly integer?: boolean;
      }
    >
  >;
  /** What breaks ties in every order, so that pages never overlap. */
  readonly tieBreak: string;
}

export interface CargoSql {
  readonly where: string;
  readonly orderBy: string;
  readonly select: string;
  readonly parameters: unknown[];
}

const SQL_TYPES: Readonly<Record<FieldType, string>> = { text: 'text', decimal: 'numeric', date: 'date' };

/** A whole number that fits PostgreSQL's integer: compared as one, else as numeric (still right, slower). */
const WHOLE_NUMBER = /^-?\d{1,9}$/;

/** `%`, `_` and `\` in typed text are letters, not wildcards. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function column(table: CargoTable, field: string) {
  const found = table.columns[field];
  // The domain checked every field against the same declaration; a gap here is a bug in the declaration.
  if (!found) throw new Error(`${table.definition.name} declares no column for ${field}`);
  return found;
}

function condition(table: CargoTable, restriction: Restriction, bind: (value: unknown) => string): string {
  const type = table.definition.fields[restriction.field] ?? 'text';
  const declared = column(table, restriction.field);
  const operands = [restriction.value, restriction.valueTo, ...restriction.values].filter(
    (operand): operand is string => operand !== null,
  );
  const sqlType =
    declared.integer && operands.every((operand) => WHOLE_NUMBER.test(operand.trim()))
      ? 'integer'
      : SQL_TYPES[type];
  const expression = declared.compare;
  const asText = type === 'text' ? expression : `${expression}::text`;
  const value = restriction.value ?? '';
  switch (restriction.operator) {
    case 'IS_NULL':
      return `${expression} is null`;
    case 'IS_NOT_NULL':
      return `${expression} is not null`;
    case 'EMPTY':
      return type === 'text' ? `coalesce(${expression}, '') = ''` : `${expression} is null`;
    case 'EQUALS':
      return `${expression} = ${bind(value)}::${sqlType}`;
    case 'NOT_EQUALS':
      return `${expression} <> ${bind(value)}::${sqlType}`;
    case 'IN':
      return `${expression} = any(${bind(restriction.values)}::${sqlType}[])`;
    case 'NOT_IN':
      return `not (${expression} = any(${bind(restriction.values)}::${sqlType}[]))`;
    case 'STARTS_WITH':
      return `${asText} ilike ${bind(`${likeEscaped(value)}%`)}`;
    case 'CONTAINS':
      return `${asText} ilike ${bind(`%${likeEscaped(value)}%`)}`;
    case 'ENDS_WITH':
      return `${asText} ilike ${bind(`%${likeEscaped(value)}`)}`;
    case 'FULL_TEXT':
      return value.trim() === '' ? 'true' : `${asText} ilike ${bind(`%${likeEscaped(value.trim())}%`)}`;
    case 'GREATER_THAN':
      return `${expression} > ${bind(value)}::${sqlType}`;
    case 'LESS_THAN':
      return `${expression} < ${bind(value)}::${sqlType}`;
    case 'BETWEEN':
      return `${expression} between ${bind(value)}::${sqlType} and ${bind(restriction.valueTo ?? '')}::${sqlType}`;
  }
}

/** The where clause, order and selection of a search; parameters numbered from $1. */
export function cargoSearchSql(table: CargoTable, request: SearchRequest): CargoSql {
  const parameters: unknown[] = [];
  const bind = (value: unknown) => {
    parameters.push(value);
    return `$${parameters.length}`;
  };
  const conditions = request.restrictions.map((restriction) => `(${condition(table, restriction, bind)})`);
  const where =
    conditions.length === 0 ? 'true' : conditions.join(request.restrictBy === 'AND' ? ' and ' : ' or ');
  const orderBy = [
    ...request.sortBy.map(
      ({ field, order }) => `${column(table, field).compare} ${order === 'DESC' ? 'desc' : 'asc'} nulls last`,
    ),
    table.tieBreak,
  ].join(', ');
  const select = request.selectFields
    .map((field) => `${column(table, field).select} as "${field}"`)
    .join(', ');
  return { where, orderBy, select, parameters };
}
