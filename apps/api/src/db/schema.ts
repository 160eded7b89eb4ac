import type { Generated } from 'kysely';
import { notNull, nullable, withDefault, type Column, type ColumnKind } from './columns.js';
import { mediaTables } from './media-schema.js';
import { researchTables } from './research-schema.js';

export type { Column, ColumnKind } from './columns.js';

/**
 * The database's tables as a runtime description, from which Kysely's `Database` type is derived:
 * schema.test.ts migrates a fresh database and compares every table and column with it, so this
 * file cannot drift from the migrations unnoticed.
 *
 * Kinds: booleans are `flag`s stored as 0/1 integers, and timestamps and JSON are stored as text,
 * so that one query code serves SQLite and PostgreSQL alike; `timestamp` and `json` say what the
 * text holds.
 */
const monthRange = {
  start_month: nullable('integer'),
  start_year: nullable('integer'),
  end_month: nullable('integer'),
  end_year: nullable('integer'),
};

export const tables = {
  families: {
    id: withDefault('integer'),
    domain_name: notNull('text'),
    name: notNull('text'),
    created_at: notNull('timestamp'),
    /** Kept by triggers on persons (migration 0009): never written by the app. */
    person_count: withDefault('integer'),
    /** Changes whenever a person of the family comes, goes or is renamed (trigger-kept). */
    persons_version: withDefault('integer'),
    /** Changes whenever the family's parent or union links change (trigger-kept, migration 0017). */
    tree_version: withDefault('integer'),
    /** What visitors see of living persons' dates: FULL, YEAR or NAMES (migration 0010). */
    visitor_dates: withDefault('text'),
    /** 1: visitors see the home page and a login only. */
    members_only: withDefault('flag'),
    /** The site's default language, a `Locale` (migration 0029); null: the browser's. */
    language: nullable('text'),
  },
  users: {
    id: withDefault('integer'),
    email: notNull('text'),
    password_hash: nullable('text'),
    first_name: notNull('text'),
    last_name: notNull('text'),
    is_platform_admin: withDefault('flag'),
    created_at: notNull('timestamp'),
    /** The language the user chose, a `Locale` (migration 0029); null: none chosen. */
    language: nullable('text'),
  },
  memberships: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    user_id: notNull('integer'),
    role: notNull('text'),
    status: notNull('text'),
    created_at: notNull('timestamp'),
    /** Set when the owner accepted the invitation (ACTIVE memberships of before 0004 count too). */
    accepted_at: nullable('timestamp'),
    /** The person a MEMBER keeps (migration 0013); null for the admin roles. */
    person_id: nullable('integer'),
  },
  sessions: {
    id: withDefault('integer'),
    user_id: notNull('integer'),
    token_hash: notNull('text'),
    created_at: notNull('timestamp'),
    expires_at: notNull('timestamp'),
    /** The browser's User-Agent at login, for "My account" (migration 0013). */
    user_agent: nullable('text'),
    /** Updated at most every few minutes (auth.service.ts), not on every request. */
    last_used_at: nullable('timestamp'),
  },
  handoff_codes: {
    id: withDefault('integer'),
    user_id: notNull('integer'),
    code_hash: notNull('text'),
    created_at: notNull('timestamp'),
    expires_at: notNull('timestamp'),
    used_at: nullable('timestamp'),
  },
  /** A password-reset link: its keyed hash only, single-use, valid one hour (migration 0013). */
  password_resets: {
    id: withDefault('integer'),
    user_id: notNull('integer'),
    token_hash: notNull('text'),
    created_at: notNull('timestamp'),
    expires_at: notNull('timestamp'),
    used_at: nullable('timestamp'),
  },
  /** One failure counter per (scope, email, address) pair, and per (scope, address) with email ''. */
  login_throttles: {
    id: withDefault('integer'),
    scope: notNull('text'),
    email: notNull('text'),
    ip: notNull('text'),
    failures: notNull('integer'),
    last_failure_at: notNull('timestamp'),
    blocked_until: notNull('timestamp'),
  },
  persons: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    first_name: notNull('text'),
    middle_name: nullable('text'),
    last_name: notNull('text'),
    nick_name: nullable('text'),
    family_name: nullable('text'),
    gender: notNull('text'),
    country_of_birth: nullable('text'),
    place_of_birth: nullable('text'),
    date_of_birth: nullable('text'),
    date_of_death: nullable('text'),
    living: withDefault('flag'),
    father_id: nullable('integer'),
    mother_id: nullable('integer'),
    child_order: nullable('integer'),
    photo_url: nullable('text'),
    cover_photo_url: nullable('text'),
    phone_country_code: nullable('text'),
    phone_number: nullable('text'),
    email: nullable('text'),
    about: nullable('text'),
    privacy_education: withDefault('flag'),
    privacy_work: withDefault('flag'),
    search_name: notNull('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  unions: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    spouse_id: notNull('integer'),
    union_order: notNull('integer'),
    created_at: notNull('timestamp'),
    /** YYYY-MM-DD, entered in the member dialog (migration 0016). */
    marriage_date: nullable('text'),
    marriage_place: nullable('text'),
  },
  /** A member's private calendar feed (migration 0016): only the token's keyed hash. */
  calendar_feeds: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    user_id: notNull('integer'),
    token_hash: notNull('text'),
    created_at: notNull('timestamp'),
  },
  link_requests: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    target_family_id: notNull('integer'),
    target_person_id: notNull('integer'),
    requested_by: nullable('integer'),
    status: notNull('text'),
    decided_by: nullable('integer'),
    created_at: notNull('timestamp'),
    decided_at: nullable('timestamp'),
  },
  branch_assignments: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    user_id: notNull('integer'),
    person_id: notNull('integer'),
    created_at: notNull('timestamp'),
  },
  menus: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    menu_order: notNull('integer'),
    menu_name: notNull('text'),
    enabled: notNull('flag'),
    configurable: notNull('flag'),
    published: notNull('flag'),
    /** When the page was last published (migration 0011): the news feed's "page published". */
    published_at: nullable('timestamp'),
  },
  page_contents: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    menu_id: notNull('integer'),
    version: notNull('text'),
    position: notNull('integer'),
    title: notNull('text'),
    title_class: notNull('text'),
    image: nullable('text'),
    image_description: notNull('text'),
    image_position: notNull('text'),
    content: notNull('text'),
  },
  addresses: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    address_type: notNull('text'),
    street_address: nullable('text'),
    city: nullable('text'),
    country: nullable('text'),
    state: nullable('text'),
    postal_code: nullable('text'),
  },
  living_timeline: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    position: notNull('integer'),
    country: nullable('text'),
    state: nullable('text'),
    ...monthRange,
  },
  social_links: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    social_media: notNull('text'),
    link: notNull('text'),
  },
  academic_history: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    position: notNull('integer'),
    course: notNull('text'),
    college_university: notNull('text'),
    ...monthRange,
  },
  work_history: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    position: notNull('integer'),
    role: notNull('text'),
    company: notNull('text'),
    location: nullable('text'),
    ...monthRange,
  },
  life_events: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: notNull('integer'),
    position: notNull('integer'),
    start_day: nullable('integer'),
    end_day: nullable('integer'),
    title: notNull('text'),
    photo: nullable('text'),
    photo_position: nullable('text'),
    photo_description: nullable('text'),
    detail: nullable('text'),
    ...monthRange,
  },
  images: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    name: notNull('text'),
    size: notNull('integer'),
    content_type: notNull('text'),
    uploaded_by: nullable('integer'),
    created_at: notNull('timestamp'),
    /** Null for images stored before migration 0012 (no thumbnails). */
    width: nullable('integer'),
    height: nullable('integer'),
    /** Comma-separated widths of the WebP thumbnails beside the image (decision 0021). */
    thumbnail_widths: nullable('text'),
  },
  /** A photo album of the gallery (issue 16); person_id ties it to a branch. */
  albums: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    title: notNull('text'),
    description: notNull('text'),
    person_id: nullable('integer'),
    created_by: nullable('integer'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  album_photos: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    album_id: notNull('integer'),
    image_name: notNull('text'),
    caption: notNull('text'),
    person_id: nullable('integer'),
    created_by: nullable('integer'),
    created_at: notNull('timestamp'),
  },
  upload_attempts: {
    id: withDefault('integer'),
    user_id: notNull('integer'),
    created_at: notNull('timestamp'),
  },
  invitations: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    user_id: notNull('integer'),
    token_hash: notNull('text'),
    created_at: notNull('timestamp'),
    expires_at: notNull('timestamp'),
    used_at: nullable('timestamp'),
  },
  /** GEDCOM import jobs (issue 13): kept in the database so a restart marks a running one failed. */
  gedcom_import_jobs: {
    id: notNull('text'),
    family_id: notNull('integer'),
    user_id: nullable('integer'),
    status: notNull('text'),
    processed: notNull('integer'),
    total: notNull('integer'),
    summary: nullable('json'),
    warnings: nullable('json'),
    error: nullable('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** A GEDCOM event of a person, or of a family (both partners, or the one known parent). */
  gedcom_events: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: nullable('integer'),
    spouse_id: nullable('integer'),
    position: notNull('integer'),
    /** 1 for a FAM event (person_id the first partner, spouse_id the second or null). */
    of_family: notNull('flag'),
    tag: notNull('text'),
    value: nullable('text'),
    event_type: nullable('text'),
    date_phrase: nullable('text'),
    date_sort: nullable('text'),
    place: nullable('text'),
    /** The event's lines the product does not model (sources, notes), level 2 and below. */
    extra: nullable('text'),
    /** The language its profile entry was written in (issue 31); null: English. */
    locale: nullable('text'),
  },
  /** GEDCOM lines the product does not model, written out again on export. */
  gedcom_kept: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_id: nullable('integer'),
    spouse_id: nullable('integer'),
    position: notNull('integer'),
    context: notNull('text'),
    lines: notNull('text'),
  },
  ...researchTables,
  ...mediaTables,
  /** One write (docs/decisions/0023); `changes` is JSON: field -> { before, after }. */
  change_history: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    user_id: nullable('integer'),
    user_name: notNull('text'),
    created_at: notNull('timestamp'),
    action: notNull('text'),
    entity_type: notNull('text'),
    entity_id: nullable('integer'),
    person_id: nullable('integer'),
    section: notNull('text'),
    changes: notNull('json'),
    reverts_id: nullable('integer'),
  },
  /** Further persons a change is about (a place rename's rewritten facts), for their histories. */
  change_history_persons: {
    family_id: notNull('integer'),
    change_id: notNull('integer'),
    person_id: notNull('integer'),
  },
  /** A person merged into another (issue 33, decision 0053): reads of `merged_id` answer `kept_id`. */
  merged_persons: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    merged_id: notNull('integer'),
    kept_id: notNull('integer'),
    created_at: notNull('timestamp'),
  },
  /** A pair Find duplicates no longer lists (issue 33, decision 0054); person_a_id < person_b_id. */
  duplicate_dismissals: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    person_a_id: notNull('integer'),
    person_b_id: notNull('integer'),
    user_id: nullable('integer'),
    created_at: notNull('timestamp'),
  },
  /** An event a family's admins announce (a reunion), on the events page and in its calendar. */
  family_events: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    title: notNull('text'),
    event_date: notNull('text'),
    place: nullable('text'),
    description: nullable('text'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** A family admin's news post (issue 16). */
  news_posts: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    title: notNull('text'),
    content: notNull('text'),
    image: nullable('text'),
    author_id: nullable('integer'),
    created_at: notNull('timestamp'),
    updated_at: notNull('timestamp'),
  },
  /** One sent contact message (or a caught bot), counted per client address and per email. */
  contact_sends: {
    id: withDefault('integer'),
    family_id: notNull('integer'),
    ip: notNull('text'),
    email: notNull('text'),
    created_at: notNull('timestamp'),
  },
} satisfies Record<string, Record<string, Column>>;

type ValueOf<K extends ColumnKind> = K extends 'integer' | 'real' | 'flag' ? number : string;
type ValueOfColumn<C extends Column> = C['nullable'] extends true
  ? ValueOf<C['kind']> | null
  : ValueOf<C['kind']>;
type ColumnType<C extends Column & { generated: boolean }> = C['generated'] extends true
  ? Generated<ValueOfColumn<C>>
  : ValueOfColumn<C>;
type TableType<T extends Record<string, Column>> = { [Name in keyof T]: ColumnType<T[Name]> };

export type Database = { [Table in keyof typeof tables]: TableType<(typeof tables)[Table]> };
export type PersonsTable = Database['persons'];
export type GedcomEventsTable = Database['gedcom_events'];
export type ChangeHistoryTable = Database['change_history'];
export type UnionsTable = Database['unions'];
