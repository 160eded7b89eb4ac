import type { Kysely } from 'kysely';

/**
 * The word a GEDCOM file's PLAC.FORM gave a place's level ("Parish", "Village", "Town"), kept
 * beside the gazetteer's type (town, county, state, country, other) so that the export writes
 * the file's own word back (issue 30, decision 0043). Null for places made in the product and
 * for a type changed since: the export then writes the type's word.
 */
export function placeTypeWordMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('places').addColumn('type_word', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('places').dropColumn('type_word').execute();
    },
  };
}
