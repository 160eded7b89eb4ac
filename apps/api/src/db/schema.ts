import type { Generated } from 'kysely';

// Booleans are stored as 0/1 integers and timestamps as ISO text so that one query code serves
// SQLite and PostgreSQL alike.
type Flag = number;

export interface FamiliesTable {
  id: Generated<number>;
  domain_name: string;
  name: string;
  created_at: string;
  /** Kept by triggers on persons (migration 0009): never written by the app. */
  person_count: Generated<number>;
  /** Changes whenever a person of the family comes, goes or is renamed (trigger-kept). */
  persons_version: Generated<number>;
  /** Changes whenever the family's parent or union links change (trigger-kept, migration 0017). */
  tree_version: Generated<number>;
  /** What visitors see of living persons' dates: FULL, YEAR or NAMES (migration 0010). */
  visitor_dates: Generated<string>;
  /** 1: visitors see the home page and a login only. */
  members_only: Generated<Flag>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  is_platform_admin: Generated<Flag>;
  created_at: string;
}

export interface MembershipsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  role: string;
  status: string;
  created_at: string;
  /** Set when the owner accepted the invitation (ACTIVE memberships of before 0004 count too). */
  accepted_at: string | null;
  /** The person a MEMBER keeps (migration 0013); null for the admin roles. */
  person_id: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** The browser's User-Agent at login, for "My account" (migration 0013). */
  user_agent: string | null;
  /** Updated at most every few minutes (auth.service.ts), not on every request. */
  last_used_at: string | null;
}

/** A password-reset link: its keyed hash only, single-use, valid one hour (migration 0013). */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface HandoffCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One failure counter per (scope, email, address) pair, and per (scope, address) with email ''. */
export interface LoginThrottlesTable {
  id: Generated<number>;
  scope: string;
  email: string;
  ip: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string;
}

export interface PersonsTable {
  id: Generated<number>;
  family_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  nick_name: string | null;
  family_name: string | null;
  gender: string;
  country_of_birth: string | null;
  place_of_birth: string | null;
  date_of_birth: string | null;
  date_of_death: string | null;
  living: Generated<Flag>;
  father_id: number | null;
  mother_id: number | null;
  child_order: number | null;
  photo_url: string | null;
  cover_photo_url: string | null;
  phone_country_code: string | null;
  phone_number: string | null;
  email: string | null;
  about: string | null;
  privacy_education: Generated<Flag>;
  privacy_work: Generated<Flag>;
  search_name: string;
  created_at: string;
  updated_at: string;
}

export interface UnionsTable {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  spouse_id: number;
  union_order: number;
  created_at: string;
  /** YYYY-MM-DD, entered in the member dialog (migration 0016). */
  marriage_date: string | null;
  marriage_place: string | null;
}

/** A member's private calendar feed (migration 0016): only the token's keyed hash. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  token_hash: string;
  created_at: string;
}

export interface LinkRequestsTable {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  target_family_id: number;
  target_person_id: number;
  requested_by: number | null;
  status: string;
  decided_by: number | null;
  created_at: string;
  decided_at: string | null;
}

export interface BranchAssignmentsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  person_id: number;
  created_at: string;
}

export interface MenusTable {
  id: Generated<number>;
  family_id: number;
  menu_order: number;
  menu_name: string;
  enabled: Flag;
  configurable: Flag;
  published: Flag;
  /** When the page was last published (migration 0011): the news feed's "page published". */
  published_at: string | null;
}

export interface PageContentsTable {
  id: Generated<number>;
  family_id: number;
  menu_id: number;
  version: string;
  position: number;
  title: string;
  title_class: string;
  image: string | null;
  image_description: string;
  image_position: string;
  content: string;
}

export interface AddressesTable {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  address_type: string;
  street_address: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  postal_code: string | null;
}

interface MonthRange {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
}

export interface LivingTimelineTable extends MonthRange {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  position: number;
  country: string | null;
  state: string | null;
}

export interface SocialLinksTable {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  social_media: string;
  link: string;
}

export interface AcademicHistoryTable extends MonthRange {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  position: number;
  course: string;
  college_university: string;
}

export interface WorkHistoryTable extends MonthRange {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  position: number;
  role: string;
  company: string;
  location: string | null;
}

export interface LifeEventsTable extends MonthRange {
  id: Generated<number>;
  family_id: number;
  person_id: number;
  position: number;
  start_day: number | null;
  end_day: number | null;
  title: string;
  photo: string | null;
  photo_position: string | null;
  photo_description: string | null;
  detail: string | null;
}

export interface ImagesTable {
  id: Generated<number>;
  family_id: number;
  name: string;
  size: number;
  content_type: string;
  uploaded_by: number | null;
  created_at: string;
  /** Null for images stored before migration 0012 (no thumbnails). */
  width: number | null;
  height: number | null;
  /** Comma-separated widths of the WebP thumbnails beside the image (decision 0021). */
  thumbnail_widths: string | null;
}

/** A photo album of the gallery (issue 16); person_id ties it to a branch. */
export interface AlbumsTable {
  id: Generated<number>;
  family_id: number;
  title: string;
  description: string;
  person_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface AlbumPhotosTable {
  id: Generated<number>;
  family_id: number;
  album_id: number;
  image_name: string;
  caption: string;
  person_id: number | null;
  created_by: number | null;
  created_at: string;
}

export interface UploadAttemptsTable {
  id: Generated<number>;
  user_id: number;
  created_at: string;
}

export interface InvitationsTable {
  id: Generated<number>;
  family_id: number;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** GEDCOM import jobs (issue 13): kept in the database so a restart marks a running one failed. */
export interface GedcomImportJobsTable {
  id: string;
  family_id: number;
  user_id: number | null;
  status: string;
  processed: number;
  total: number;
  summary: string | null;
  warnings: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A GEDCOM event of a person, or of a family (both partners, or the one known parent). */
export interface GedcomEventsTable {
  id: Generated<number>;
  family_id: number;
  person_id: number | null;
  spouse_id: number | null;
  position: number;
  /** 1 for a FAM event (person_id the first partner, spouse_id the second or null). */
  of_family: Flag;
  tag: string;
  value: string | null;
  event_type: string | null;
  date_phrase: string | null;
  date_sort: string | null;
  place: string | null;
  /** The event's lines the product does not model (sources, notes), level 2 and below. */
  extra: string | null;
}

/** GEDCOM lines the product does not model, written out again on export. */
export interface GedcomKeptTable {
  id: Generated<number>;
  family_id: number;
  person_id: number | null;
  spouse_id: number | null;
  position: number;
  context: string;
  lines: string;
}

/** One write (docs/decisions/0023); `changes` is JSON: field -> { before, after }. */
export interface ChangeHistoryTable {
  id: Generated<number>;
  family_id: number;
  user_id: number | null;
  user_name: string;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: number | null;
  person_id: number | null;
  section: string;
  changes: string;
  reverts_id: number | null;
}

/** An event a family's admins announce (a reunion), on the events page and in its calendar. */
export interface FamilyEventsTable {
  id: Generated<number>;
  family_id: number;
  title: string;
  event_date: string;
  place: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** A family admin's news post (issue 16). */
export interface NewsPostsTable {
  id: Generated<number>;
  family_id: number;
  title: string;
  content: string;
  image: string | null;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One sent contact message (or a caught bot), counted per client address and per email. */
export interface ContactSendsTable {
  id: Generated<number>;
  family_id: number;
  ip: string;
  email: string;
  created_at: string;
}

export interface Database {
  families: FamiliesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  handoff_codes: HandoffCodesTable;
  password_resets: PasswordResetsTable;
  login_throttles: LoginThrottlesTable;
  persons: PersonsTable;
  unions: UnionsTable;
  calendar_feeds: CalendarFeedsTable;
  link_requests: LinkRequestsTable;
  branch_assignments: BranchAssignmentsTable;
  menus: MenusTable;
  page_contents: PageContentsTable;
  addresses: AddressesTable;
  living_timeline: LivingTimelineTable;
  social_links: SocialLinksTable;
  academic_history: AcademicHistoryTable;
  work_history: WorkHistoryTable;
  life_events: LifeEventsTable;
  images: ImagesTable;
  albums: AlbumsTable;
  album_photos: AlbumPhotosTable;
  upload_attempts: UploadAttemptsTable;
  invitations: InvitationsTable;
  gedcom_import_jobs: GedcomImportJobsTable;
  gedcom_events: GedcomEventsTable;
  gedcom_kept: GedcomKeptTable;
  change_history: ChangeHistoryTable;
  family_events: FamilyEventsTable;
  news_posts: NewsPostsTable;
  contact_sends: ContactSendsTable;
}
