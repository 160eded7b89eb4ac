import type { Kysely } from 'kysely';

/**
 * The language a GEDCOM import wrote an event's profile entry in (issue 31): the event's name
 * and date in the language of the request that started it ("Taufe", "um 1850"). The export
 * rebuilds the entry in that language to see whether the family changed it. Null: English, as
 * every import before wrote them.
 */
export function gedcomEventLocaleMigration() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('gedcom_events').addColumn('locale', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('gedcom_events').dropColumn('locale').execute();
    },
  };
}
