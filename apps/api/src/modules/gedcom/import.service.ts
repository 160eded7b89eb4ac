import { randomUUID } from 'node:crypto';
import { messages, type GedcomJob, type GedcomPreview, type Locale } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import { isoIn } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import { conflict, invalidInput, notFound } from '../../infra/errors.js';
import { releaseMemoryAfterLargeJob } from '../../infra/release-memory.js';
import { withTransaction } from '../../infra/transactions.js';
import { recordChange } from '../history/history.writer.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { familyHasPersons, truncateWriteAheadLog } from './gedcom.repository.js';
import { failUnfinishedJobs, findJob, insertJob, updateJob } from './import-jobs.repository.js';
import { personIdRange } from './import-revert.repository.js';
import { writePlan } from './import-writer.js';
import { parentsFirst } from './plan-order.js';
import { acceptedDecisions } from './import-decisions.js';
import { mergeAccepted, type ImportMerges } from './import-merges.js';
import { acceptedAbove, type AcceptedMatch } from './import-matches.js';
import { defaultAcceptScore } from '../matching/index.js';
import { matchesOfFile, previewMatchesIn } from './import-match-preview.js';
import type { ImportPlan } from './import-plan.js';
import { founderCandidates, previewOf, readGedcomFile, type ReadFile } from './preview.js';
import { NotGedcomError } from './records.js';
import { assertImportSize } from './import-size.js';
import { warningsIn } from './warnings/gedcom-warning.js';
import { storedWarnings, storedWarningsIn } from './warnings/stored-warnings.js';
import { jobErrorIn } from './warnings/job-error.js';
import type { FileStorage } from '../../infra/storage.js';
import { isZip, openGedzip, type Gedzip } from './gedzip-reader.js';
import { checkGedzipMedia, storeGedzipMedia, type StoredMediaFile } from './gedzip-import.js';
import { profileWordsIn } from './profile-words.js';

/** A PostgreSQL job this long without a progress write belongs to a stopped process. */
const silentJobMs = 2 * 60 * 1000;

/**
 * From this many persons an import's heap is let go once the file is read and once it ends
 * (release-memory.ts). Each full collection costs about 50 to 75 ms of CPU whatever there is to
 * let go: at 10,000 persons (about 30 MB of heap once the file is read) the two were a tenth of
 * the import's CPU for nothing the memory target needs; at 100,000 (160 MB) they keep the
 * process under it.
 */
const largeImport = 50_000;

/** How many warnings a finished job keeps (the preview showed the file's first ones too). */
const jobWarnings = 200;

/** Lets the event loop answer other requests (timers and I/O run before setImmediate's turn). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function readFile(data: Buffer): ReadFile {
  try {
    return readGedcomFile(data);
  } catch (error) {
    if (error instanceof NotGedcomError)
      throw invalidInput({ file: messages.gedcom.notGedcom }, messages.gedcom.notGedcom);
    throw error;
  }
}

export function createGedcomImportService(context: AppContext, storage: FileStorage) {
  const { db } = context;
  /** A GEDZIP upload is opened (and checked): its `gedcom.ged` is the file to read. */
  const unpack = async (data: Buffer): Promise<{ ged: Buffer; gedzip: Gedzip | null }> => {
    if (!isZip(data)) return { ged: data, gedzip: null };
    const gedzip = await openGedzip(data);
    return { ged: gedzip.gedcom, gedzip };
  };
  /** A file read, and refused when its import would store too much (issue 28). */
  const read = (data: Buffer): ReadFile => {
    const file = readFile(data);
    assertImportSize(file.plan, data.length, context.config.gedcomImportMaxBytes);
    return file;
  };
  /**
   * Progress of the jobs this process runs. The import is one transaction, and on SQLite a
   * transaction holds the only writing connection, so progress cannot be written to the job
   * row while it runs; the row gets the start and the outcome. The poll reads the row, the
   * caller's session and role from SQLite's reading connection (sqlite-connections.ts).
   */
  const progress = new Map<string, number>();
  const running = new Set<Promise<void>>();

  /**
   * After an import's transaction, done or failed: the WAL it grew is emptied before the job says
   * so. A failure here only leaves the file for SQLite's next checkpoint; the job's outcome stands.
   */
  const releaseLog = () => truncateWriteAheadLog(db).catch(() => undefined);

  async function run(
    jobId: string,
    familyId: number,
    plan: ImportPlan,
    founderChosen: boolean,
    user: AuthUser,
    storeFiles: () => Promise<Map<string, StoredMediaFile>>,
    locale: Locale,
    /**
     * An import into a family that has persons (decision 0055): the matches to merge, or null to
     * accept those at or above the default score. Undefined: the family must be empty.
     */
    into?: { accepted: AcceptedMatch[] | null },
  ) {
    try {
      await updateJob(db, jobId, { status: 'running' });
      // The upload's 202 goes out before the first file is stored or batch written.
      await nextTurn();
      const storedFiles = await storeFiles();
      const words = await profileWordsIn(locale);
      // Matched before the transaction: the engine is pure, and the write lock is not held for it.
      const accepted = into
        ? (into.accepted ??
          acceptedAbove(await matchesOfFile(db, familyId, plan), defaultAcceptScore))
        : [];
      const summary = await withTransaction(db, async (trx) => {
        // Checked again inside the transaction: another import or a new member may have come first.
        if (!into && (await familyHasPersons(trx, familyId)))
          throw conflict(messages.gedcom.familyNotEmpty);
        const written = await writePlan(
          trx,
          familyId,
          plan,
          async (n) => {
            progress.set(jobId, n);
            // PostgreSQL: the job row is written from another connection of the pool, so other
            // server processes see the progress too (and that the job is alive). SQLite's writing
            // connection is held by the transaction: the row waits for the outcome.
            if (context.dialect === 'postgres') await updateJob(db, jobId, { processed: n });
            // better-sqlite3 answers at once, so without this the whole transaction would run
            // without letting the server answer anyone, the progress poll included.
            await nextTurn();
          },
          storedFiles,
          words,
        );
        const merges: ImportMerges | null = into
          ? await mergeAccepted(trx, familyId, plan, written.ids, accepted, locale, plan.warnings)
          : null;
        const { ids, research, ...counts } = written;
        // One record for the whole import (its persons have no records of their own).
        await recordChange(trx, {
          familyId,
          user,
          action: 'gedcom.import',
          entityType: 'import',
          entityId: null,
          personId: null,
          alsoAbout: merges?.matched ?? [],
          section: 'import',
          before: null,
          after: {
            job_id: jobId,
            persons: written.persons,
            unions: written.unions,
            events: written.events,
            repositories: written.repositories,
            sources: written.sources,
            citations: written.citations,
            notes: written.notes,
            media: written.media,
            places: written.places,
            ...(merges && { matched: merges.matched.length }),
            // What a revert deletes: the family was empty, so all its persons' ids are the
            // import's; else the ids it reserved (those it merged away are back when it is undone).
            _persons: merges
              ? ids.length
                ? {
                    from: ids.reduce((a, b) => Math.min(a, b)),
                    to: ids.reduce((a, b) => Math.max(a, b)),
                  }
                : null
              : await personIdRange(trx, familyId),
            // And the research records it wrote (issue 30), by the ids it reserved for them.
            _research: research,
            // The merges' rows before and after (decision 0055), undone first.
            ...(merges && { _merges: merges.rows }),
          },
        });
        return merges
          ? {
              ...counts,
              matched: merges.matched.length,
              added: counts.persons - merges.matched.length,
            }
          : counts;
      });
      await releaseLog();
      await updateJob(db, jobId, {
        status: 'done',
        processed: plan.persons.length,
        summary: JSON.stringify({
          ...summary,
          founderId: founderChosen ? summary.founderId : null,
        }),
        warnings: storedWarnings(plan.warnings.slice(0, jobWarnings)),
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      await releaseLog();
      await updateJob(db, jobId, {
        status: 'failed',
        warnings: storedWarnings(plan.warnings.slice(0, jobWarnings)),
        error: `${messages.gedcom.failed} ${detail}`,
      }).catch(() => undefined);
    } finally {
      progress.delete(jobId);
      if (plan.persons.length >= largeImport) releaseMemoryAfterLargeJob();
    }
  }

  return {
    assertMayImport: (scope: RequestScope) => assertFamilyAdmin(scope, messages.gedcom.adminOnly),

    /** What the file holds and its warnings, in the reader's language; nothing is written. */
    async preview(
      scope: RequestScope,
      data: Buffer,
      locale: Locale = 'en',
    ): Promise<GedcomPreview> {
      await assertFamilyAdmin(scope, messages.gedcom.adminOnly);
      const { ged, gedzip } = await unpack(data);
      gedzip?.zip.close();
      const file = read(ged);
      const preview = previewOf(file);
      const warnings = await warningsIn(preview.warnings, locale);
      // A family with persons: the file's persons matched to them (decision 0055).
      if (!(await familyHasPersons(db, scope.familyId))) return { ...preview, warnings };
      const matches = await matchesOfFile(db, scope.familyId, file.plan);
      return {
        ...preview,
        warnings,
        matches: await previewMatchesIn(db, file.plan, matches, locale),
        newPersons: file.plan.persons.length - matches.length,
        acceptScore: defaultAcceptScore,
      };
    },

    async start(
      scope: RequestScope,
      data: Buffer,
      founderXref: string | undefined,
      /** The multipart field `decisions` of an import into an existing tree (decision 0055). */
      decisions: string | undefined,
      /**
       * The language of the request that starts it, which the profile entries it makes are
       * written in (issue 31). Passed to the job rather than read inside it: the job runs on
       * after the 202, and its language is settled when it starts.
       */
      locale: Locale = 'en',
    ): Promise<{ jobId: string }> {
      const user = await assertFamilyAdmin(scope, messages.gedcom.adminOnly);
      const { familyId } = scope;
      const existing = await familyHasPersons(db, familyId);
      const { ged, gedzip } = await unpack(data);
      const file = read(ged);
      // Into a family that has persons, the file's are matched to them; the decisions say which.
      const accepted =
        decisions === undefined
          ? null
          : await acceptedDecisions(db, familyId, file.plan, decisions).catch((error: unknown) => {
              gedzip?.zip.close();
              throw error;
            });
      const into = existing ? { accepted } : undefined;
      let founder: number | null = null;
      if (founderXref !== undefined) {
        const xref = founderXref.replace(/^@|@$/g, '');
        const known = founderCandidates(file.plan).some((f) => f.xref === xref);
        if (!known) throw invalidInput({ founder: messages.gedcom.unknownFounder });
        founder = file.plan.persons.findIndex((p) => p.xref === xref);
      }
      // A GEDZIP's files are checked before the job starts, and stored by it (decision 0041).
      if (gedzip)
        await checkGedzipMedia(gedzip, file.plan.media).catch((error: unknown) => {
          gedzip.zip.close();
          throw error;
        });
      const jobId = randomUUID();
      await insertJob(db, {
        id: jobId,
        familyId,
        userId: user.userId,
        total: file.plan.persons.length,
      });
      // Only the ordered plan lives on while the job runs; the file's own reading is let go.
      const ordered = parentsFirst(file.plan, founder);
      // The file's reading is garbage now; the write's limit is then set by what is live.
      if (ordered.persons.length >= largeImport) releaseMemoryAfterLargeJob();
      const storeFiles = gedzip
        ? () =>
            storeGedzipMedia(context, storage, user, familyId, gedzip, ordered.media).finally(() =>
              gedzip.zip.close(),
            )
        : async () => new Map<string, StoredMediaFile>();
      const job = run(jobId, familyId, ordered, founder !== null, user, storeFiles, locale, into);
      running.add(job);
      void job.finally(() => running.delete(job));
      return { jobId };
    },

    /** A job's progress and outcome; its warnings in the reader's language, whoever started it. */
    async job(scope: RequestScope, jobId: string, locale: Locale = 'en'): Promise<GedcomJob> {
      await assertFamilyAdmin(scope, messages.gedcom.adminOnly);
      const row = await findJob(db, scope.familyId, jobId);
      if (!row) throw notFound(messages.gedcom.jobNotFound);
      return {
        jobId: row.id,
        status: row.status as GedcomJob['status'],
        processed: progress.get(row.id) ?? row.processed,
        total: row.total,
        summary: row.summary ? JSON.parse(row.summary) : null,
        warnings: row.warnings ? await storedWarningsIn(row.warnings, locale) : [],
        error: row.error && (await jobErrorIn(row.error, locale)),
      };
    },

    /**
     * At start: a job a stopped process was running can never finish. On SQLite this process is
     * the file's only writer, so every unfinished job is one; on PostgreSQL several processes
     * may share the database, and a job of a live one writes its progress at least every few
     * seconds, so only jobs silent for two minutes are failed.
     */
    failInterrupted: () =>
      failUnfinishedJobs(
        db,
        messages.gedcom.restarted,
        context.dialect === 'postgres' ? isoIn(-silentJobMs) : null,
      ),

    /** Waits for the jobs of this process (tests, and a clean shutdown). */
    async settle(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}

export type GedcomImportService = ReturnType<typeof createGedcomImportService>;
