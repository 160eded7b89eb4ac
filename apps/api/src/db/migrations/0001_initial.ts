import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../../infra/database.js';

/** The whole data model of spec part 3 and design.md; later work adds columns, not foundations. */
export function initialMigration(dialect: Dialect) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type AnyDb = Kysely<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Table = CreateTableBuilder<any, any>;

  const table = (db: AnyDb, name: string): Table =>
    dialect === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema
          .createTable(name)
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  const tenant = (t: Table) =>
    t.addColumn('family_id', 'integer', (c) =>
      c.notNull().references('families.id').onDelete('cascade'),
    );
  const ofPerson = (t: Table) =>
    tenant(t).addColumn('person_id', 'integer', (c) =>
      c.notNull().references('persons.id').onDelete('cascade'),
    );
  const monthRange = (t: Table) =>
    t
      .addColumn('start_month', 'integer')
      .addColumn('start_year', 'integer')
      .addColumn('end_month', 'integer')
      .addColumn('end_year', 'integer');

  return {
    async up(db: AnyDb) {
      await table(db, 'families')
        .addColumn('domain_name', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table(db, 'users')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('is_platform_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

      await tenant(table(db, 'memberships'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('memberships_family_user_unique', ['family_id', 'user_id'])
        .execute();
      await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

      await table(db, 'sessions')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await table(db, 'handoff_codes')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await table(db, 'login_attempts')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempts_email')
        .on('login_attempts')
        .columns(['email', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_attempts_ip')
        .on('login_attempts')
        .columns(['ip', 'created_at'])
        .execute();

      await tenant(table(db, 'persons'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('middle_name', 'text')
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('nick_name', 'text')
        .addColumn('family_name', 'text')
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('country_of_birth', 'text')
        .addColumn('place_of_birth', 'text')
        .addColumn('date_of_birth', 'text')
        .addColumn('date_of_death', 'text')
        .addColumn('living', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('father_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        .addColumn('mother_id', 'integer', (c) => c.references('persons.id').onDelete('set null'))
        .addColumn('child_order', 'integer')
        .addColumn('photo_url', 'text')
        .addColumn('cover_photo_url', 'text')
        .addColumn('phone_country_code', 'text')
        .addColumn('phone_number', 'text')
        .addColumn('email', 'text')
        .addColumn('about', 'text')
        .addColumn('privacy_education', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('privacy_work', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('search_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('persons_family')
        .on('persons')
        .columns(['family_id', 'last_name', 'first_name'])
        .execute();
      await db.schema.createIndex('persons_father').on('persons').column('father_id').execute();
      await db.schema.createIndex('persons_mother').on('persons').column('mother_id').execute();
      await db.schema
        .createIndex('persons_search')
        .on('persons')
        .columns(['family_id', 'search_name'])
        .execute();

      // person_id is the family's own member; spouse_id may come from another family.
      await tenant(table(db, 'unions'))
        .addColumn('person_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('spouse_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('union_order', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('unions_pair_unique', ['person_id', 'spouse_id'])
        .execute();
      await db.schema.createIndex('unions_spouse').on('unions').column('spouse_id').execute();

      await tenant(table(db, 'branch_assignments'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('person_id', 'integer', (c) =>
          c.notNull().references('persons.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('branch_assignments_unique', ['family_id', 'user_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('branch_assignments_person')
        .on('branch_assignments')
        .column('person_id')
        .execute();

      await tenant(table(db, 'menus'))
        .addColumn('menu_order', 'integer', (c) => c.notNull())
        .addColumn('menu_name', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('configurable', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('menus_family_order_unique', ['family_id', 'menu_order'])
        .execute();

      // version is 'published' (what visitors see) or 'draft' (the admin's unpublished edits).
      await tenant(table(db, 'page_contents'))
        .addColumn('menu_id', 'integer', (c) =>
          c.notNull().references('menus.id').onDelete('cascade'),
        )
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_class', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('image_description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_position', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('page_contents_menu')
        .on('page_contents')
        .columns(['menu_id', 'version', 'position'])
        .execute();

      await ofPerson(table(db, 'addresses'))
        .addColumn('address_type', 'text', (c) => c.notNull())
        .addColumn('street_address', 'text')
        .addColumn('city', 'text')
        .addColumn('country', 'text')
        .addColumn('state', 'text')
        .addColumn('postal_code', 'text')
        .addUniqueConstraint('addresses_person_type_unique', ['person_id', 'address_type'])
        .execute();

      await monthRange(
        ofPerson(table(db, 'living_timeline')).addColumn('position', 'integer', (c) => c.notNull()),
      )
        .addColumn('country', 'text')
        .addColumn('state', 'text')
        .execute();
      await db.schema
        .createIndex('living_timeline_person')
        .on('living_timeline')
        .column('person_id')
        .execute();

      await ofPerson(table(db, 'social_links'))
        .addColumn('social_media', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('social_links_person')
        .on('social_links')
        .column('person_id')
        .execute();

      await monthRange(
        ofPerson(table(db, 'academic_history')).addColumn('position', 'integer', (c) =>
          c.notNull(),
        ),
      )
        .addColumn('course', 'text', (c) => c.notNull())
        .addColumn('college_university', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('academic_history_person')
        .on('academic_history')
        .column('person_id')
        .execute();

      await monthRange(
        ofPerson(table(db, 'work_history')).addColumn('position', 'integer', (c) => c.notNull()),
      )
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .execute();
      await db.schema
        .createIndex('work_history_person')
        .on('work_history')
        .column('person_id')
        .execute();

      await monthRange(
        ofPerson(table(db, 'life_events')).addColumn('position', 'integer', (c) => c.notNull()),
      )
        .addColumn('start_day', 'integer')
        .addColumn('end_day', 'integer')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('photo', 'text')
        .addColumn('photo_position', 'text')
        .addColumn('photo_description', 'text')
        .addColumn('detail', 'text')
        .execute();
      await db.schema
        .createIndex('life_events_person')
        .on('life_events')
        .column('person_id')
        .execute();

      await tenant(table(db, 'images'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await tenant(table(db, 'invitations'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
  };
}
