/** The kinds of column the runtime schema (schema.ts) describes, and their builders. */
export type ColumnKind = 'integer' | 'real' | 'text' | 'flag' | 'timestamp' | 'json';

export interface Column<K extends ColumnKind = ColumnKind, Null extends boolean = boolean> {
  kind: K;
  nullable: Null;
  /** The database fills it when an insert leaves it out (a default, an autoincrement id). */
  generated: boolean;
}

export const notNull = <K extends ColumnKind>(kind: K) =>
  ({ kind, nullable: false, generated: false }) as const;
export const nullable = <K extends ColumnKind>(kind: K) =>
  ({ kind, nullable: true, generated: false }) as const;
export const withDefault = <K extends ColumnKind>(kind: K) =>
  ({ kind, nullable: false, generated: true }) as const;
