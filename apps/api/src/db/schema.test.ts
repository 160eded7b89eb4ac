import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnMetadata, TableMetadata } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { tables, type Column, type ColumnKind } from './schema.js';
import { openTestDatabase, type OpenedDatabase } from '../test-support/test-context.js';

// schema.ts is written by hand and Kysely trusts it; this test holds it to what the migrations
// really build, on the database the suite runs against (TEST_DB).

type StoredType = 'integer' | 'real' | 'text' | 'boolean' | 'timestamp' | 'json';

/** What the database holds for a kind: flags as 0/1 integers, timestamps and JSON as text. */
const storedAs: Record<ColumnKind, StoredType> = {
  integer: 'integer',
  real: 'real',
  text: 'text',
  flag: 'integer',
  timestamp: 'text',
  json: 'text',
};

/** SQLite's declared types and PostgreSQL's udt names, coarsely. */
function coarseType(dataType: string): StoredType | `unknown ${string}` {
  const type = dataType.toLowerCase();
  if (/^(int|integer|int2|int4|int8|bigint|smallint|serial)$/.test(type)) return 'integer';
  if (/^(real|float4|float8|double precision|numeric)$/.test(type)) return 'real';
  if (/^(text|varchar|bpchar|character varying)$/.test(type)) return 'text';
  if (/^(bool|boolean)$/.test(type)) return 'boolean';
  if (type.startsWith('timestamp') || type === 'date') return 'timestamp';
  if (type === 'json' || type === 'jsonb') return 'json';
  return `unknown ${type}`;
}

interface ColumnFacts {
  type: string;
  nullable: boolean;
  /** An insert may leave it out: it has a default or is the autoincrement id. */
  filledByDatabase: boolean;
}

function actualColumn(column: ColumnMetadata): ColumnFacts {
  return {
    type: coarseType(column.dataType),
    // SQLite reports an integer primary key as nullable; it never holds null.
    nullable: column.isNullable && !column.isAutoIncrementing,
    filledByDatabase: column.hasDefaultValue || column.isAutoIncrementing,
  };
}

function declaredColumn(column: Column): ColumnFacts {
  return {
    type: storedAs[column.kind],
    nullable: column.nullable,
    filledByDatabase: column.generated,
  };
}

/**
 * The differences, one line each. A column schema.ts calls generated must be filled by the
 * database; one the database fills may still be declared plain (the app always writes it).
 */
export function schemaMismatches(
  declared: Record<string, Record<string, Column>>,
  actual: TableMetadata[],
): string[] {
  const problems: string[] = [];
  const actualTables = new Map(actual.map((t) => [t.name, t]));
  for (const name of Object.keys(declared)) {
    if (!actualTables.has(name))
      problems.push(`${name}: declared in schema.ts, not in the database`);
  }
  for (const table of actual) {
    const declaredTable = declared[table.name];
    if (!declaredTable) {
      problems.push(`${table.name}: in the database, not declared in schema.ts`);
      continue;
    }
    const actualColumns = new Map(table.columns.map((c) => [c.name, actualColumn(c)]));
    for (const name of Object.keys(declaredTable)) {
      if (!actualColumns.has(name))
        problems.push(`${table.name}.${name}: declared in schema.ts, not in the database`);
    }
    for (const [name, facts] of actualColumns) {
      const column = declaredTable[name];
      if (!column) {
        problems.push(`${table.name}.${name}: in the database, not declared in schema.ts`);
        continue;
      }
      const expected = declaredColumn(column);
      if (expected.type !== facts.type)
        problems.push(
          `${table.name}.${name}: schema.ts says ${column.kind} (stored as ${expected.type}), the database has ${facts.type}`,
        );
      if (expected.nullable !== facts.nullable)
        problems.push(
          `${table.name}.${name}: schema.ts says ${expected.nullable ? 'nullable' : 'not null'}, the database ${facts.nullable ? 'allows' : 'refuses'} null`,
        );
      if (expected.filledByDatabase && !facts.filledByDatabase)
        problems.push(
          `${table.name}.${name}: schema.ts says the database fills it (Generated), it has no default`,
        );
    }
  }
  return problems;
}

describe('db/schema.ts against the migrated database', () => {
  let opened: OpenedDatabase;
  let actual: TableMetadata[];

  beforeAll(async () => {
    opened = await openTestDatabase();
    await migrateToLatest(opened.handle);
    actual = await opened.handle.db.introspection.getTables();
  });
  afterAll(async () => {
    await opened.handle.db.destroy();
    await opened.drop();
  });

  it('declares every table and column with its nullability, kind and default', () => {
    expect(actual.length).toBeGreaterThan(30);
    expect(schemaMismatches(tables, actual)).toEqual([]);
  });

  it('finds a planted mismatch of each sort', () => {
    const planted = structuredClone(tables) as Record<string, Record<string, Column>>;
    planted.persons!.about = { kind: 'integer', nullable: false, generated: false };
    planted.menus!.menu_name = { kind: 'text', nullable: false, generated: true };
    delete planted.unions!.marriage_place;
    planted.unions!.wedding_song = { kind: 'text', nullable: true, generated: false };
    delete planted.contact_sends;

    expect(schemaMismatches(planted, actual).sort()).toEqual([
      'contact_sends: in the database, not declared in schema.ts',
      'menus.menu_name: schema.ts says the database fills it (Generated), it has no default',
      'persons.about: schema.ts says integer (stored as integer), the database has text',
      'persons.about: schema.ts says not null, the database allows null',
      'unions.marriage_place: in the database, not declared in schema.ts',
      'unions.wedding_song: declared in schema.ts, not in the database',
    ]);
  });
});
