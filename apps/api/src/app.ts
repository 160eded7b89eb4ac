import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { configContract, errorCodes } from '@familytree/shared';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createFamiliesService } from './modules/families/families.service.js';
import { familiesRoutes } from './modules/families/families.routes.js';
import { familyLanguage, findFamilyByDomain } from './modules/data/families.repository.js';
import { createSiteService } from './modules/site/site.service.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { createNewsService } from './modules/news/news.service.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { createContactService } from './modules/contact/contact.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import {
  branchAdminAccountsRoutes,
  branchAdminsRoutes,
} from './modules/branch-admins/branch-admins.routes.js';
import { createBranchAdminsService } from './modules/branch-admins/branch-admins.service.js';
import { createRelationService } from './modules/tree/relation.service.js';
import { createTreeService } from './modules/tree/tree.service.js';
import { createChartService } from './modules/tree/chart.service.js';
import { createTreeWritesService } from './modules/tree/tree-writes.service.js';
import { treeRoutes } from './modules/tree/tree.routes.js';
import {
  createLinkRequestsService,
  sendLinkRequest,
} from './modules/link-requests/link-requests.service.js';
import { galleryRoutes } from './modules/gallery/gallery.routes.js';
import { createGalleryService } from './modules/gallery/gallery.service.js';
import { linkRequestsRoutes } from './modules/link-requests/link-requests.routes.js';
import { createMediaService } from './modules/media/media.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { mediaRecordsRoutes } from './modules/media/media-records.routes.js';
import { createMediaRecordsService } from './modules/media/media-records.service.js';
import { createGedcomExportService } from './modules/gedcom/export.service.js';
import { createGedcomImportService } from './modules/gedcom/import.service.js';
import { gedcomRoutes } from './modules/gedcom/gedcom.routes.js';
import { createGedcomRecordsService } from './modules/gedcom/records.service.js';
import { fileStorageFor } from './infra/file-storage.js';
import { createMailer } from './infra/mailer.js';
import { staticDataRoutes } from './infra/static-data.routes.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { createHistoryService } from './modules/history/history.service.js';
import { historyRoutes } from './modules/history/history.routes.js';
import { changeRevertersWith } from './change-reverters.js';
import { researchRoutes } from './modules/research/research.routes.js';
import { createSourcesService } from './modules/research/sources.service.js';
import { createCitationsService } from './modules/research/citations.service.js';
import { createNotesService } from './modules/research/notes.service.js';
import { notesRoutes } from './modules/research/notes.routes.js';
import { createPlacesService } from './modules/places/places.service.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { mergeRoutes } from './modules/merge/merge.routes.js';
import { duplicatesRoutes } from './modules/duplicates/duplicates.routes.js';
import { createDuplicatesService } from './modules/duplicates/duplicates.service.js';
import { createMergeService } from './modules/merge/merge.service.js';
import { createPlaceTextsService } from './modules/places/place-texts.service.js';
import { createInvitationsService } from './modules/invitations/invitations.service.js';
import {
  invitationsRoutes,
  memberAccountsRoutes,
  myInvitationsRoutes,
} from './modules/invitations/invitations.routes.js';
import { createMemberAccountsService } from './modules/invitations/member-accounts.service.js';
import { createPasswordResetService } from './modules/auth/password-reset.service.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createMyInvitationsService } from './modules/invitations/my-invitations.service.js';
import { createBranchAdminAccountsService } from './modules/branch-admins/branch-admin-accounts.service.js';
import { createPlatformService } from './modules/platform-admin/platform.service.js';
import { operationsRoutes } from './modules/operations/operations.routes.js';
import { platformRoutes } from './modules/platform-admin/platform.routes.js';
import { registerAuthentication } from './infra/authentication.js';
import type { AppContext } from './infra/context.js';
import { capConnectionsPerAddress, connectionTimeoutOptions } from './infra/connection-limits.js';
import { openApiRoute, registerApiDocs } from './infra/api-docs.js';
import { registerContractCompilers, route } from './infra/contract-routes.js';
import { registerErrorHandler } from './infra/error-handler.js';
import { registerFamilyScope } from './infra/family-scope.js';
import { rememberFoundFamilies } from './infra/tenant.js';
import { familyOwnership } from './modules/access/family-ownership.js';
import { keptPersonsOf } from './modules/access/family-ownership.repository.js';
import { routeScopes, siteRoutePrefixes } from './infra/contract-scopes.js';
import { registerHostGuard } from './infra/host-guard.js';
import { registerInputGuard } from './infra/input-guard.js';
import { registerRequestLocale } from './infra/request-locale.js';
import { registerJsonBodyParser } from './infra/json-body.js';
import { requestSerializers } from './infra/log-redaction.js';
import { registerWebApp } from './infra/web-app.js';
import { appLoaderCspSource } from './infra/app-loader.js';
import { pagePreviewOf } from './modules/site/page-preview.js';
import { registerMembersOnly } from './modules/access/members-only.js';
import { privacyPolicy } from './modules/access/privacy.js';
import { registerRequestScope } from './modules/access/request-scope.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createEventsService } from './modules/events/events.service.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { createPrivateCalendarService } from './modules/events/private-calendar.js';
import { statisticsRoutes } from './modules/statistics/statistics.routes.js';
import { createStatisticsService } from './modules/statistics/statistics.service.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// Both apps/api/src (tests) and apps/api/dist (the built server) sit two levels below apps/.
export const defaultWebDistDir = path.resolve(here, '../../web/dist');

/** One year: the family sub-domains share the base domain's certificate, so they are included. */
export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

export interface BuildAppOptions {
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  webDistDir?: string;
  /** Told of every route as it is registered (the test that compares them with the API document). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(
  context: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: context.config.logLevel,
            serializers: requestSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Behind a proxy set TRUST_PROXY so that login throttling sees the real client address.
    trustProxy: context.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every log line of a request carries its id, and the answer says it (X-Request-Id); a proxy's
    // X-Request-Id is kept, so that one id follows a request through the proxy's logs and ours.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ...connectionTimeoutOptions(context.config),
    // Errors raised before routing (a malformed URL) leave in the same { message, code } shape.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .send({ message: error.message, code: errorCodes.invalidInput });
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  capConnectionsPerAddress(app.server, context.config.maxConnectionsPerAddress);
  registerContractCompilers(app, context.config);
  registerRequestLocale(app);
  registerErrorHandler(app);
  registerHostGuard(app, context.config.baseDomain);
  registerJsonBodyParser(app);
  registerInputGuard(app);
  // API answers and the app page above a kilobyte, for clients that accept it; the built assets
  // are compressed once at build time and sent as they are (infra/web-app.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: the loader that adds the app's scripts after the first frame.
        scriptSrc: ["'self'", appLoaderCspSource],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Browsers may only be told to insist on HTTPS when the site is really served over it.
    hsts:
      context.config.publicScheme === 'https'
        ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true }
        : false,
  });

  const findFamilyOfDomain = rememberFoundFamilies(async (domain) => {
    const family = await findFamilyByDomain(context.db, domain);
    return family ? { id: family.id, domain: family.domain_name, name: family.name } : null;
  });
  registerFamilyScope(app, {
    baseDomain: context.config.baseDomain,
    findFamily: findFamilyOfDomain,
    routeScopes,
    sitePrefixes: siteRoutePrefixes,
    owns: familyOwnership(context.db),
    mergedIds: (familyId, ids) => keptPersonsOf(context.db, familyId, ids),
  });
  await registerApiDocs(app);

  const auth = createAuthService(context);
  registerAuthentication(app, (token) => auth.authenticate(token));
  registerRequestScope(app, context.db);
  registerMembersOnly(app, context.db, routeScopes);

  route(app, configContract, async () => ({ baseDomain: context.config.baseDomain }));
  staticDataRoutes(app);
  openApiRoute(app);
  authRoutes(app, auth);
  familiesRoutes(app, createFamiliesService(context));
  siteRoutes(app, createSiteService(context));
  treeRoutes(app, {
    tree: createTreeService(context),
    writes: createTreeWritesService(context, sendLinkRequest),
    relation: createRelationService(context.db),
    chart: createChartService(context),
    privacy: (scope) => privacyPolicy(context.db, scope),
  });
  linkRequestsRoutes(app, createLinkRequestsService(context));
  branchAdminsRoutes(app, createBranchAdminsService(context));
  profilesRoutes(app, createProfilesService(context));
  researchRoutes(app, {
    sources: createSourcesService(context),
    citations: createCitationsService(context),
  });
  notesRoutes(app, createNotesService(context));
  placesRoutes(app, createPlacesService(context), createPlaceTextsService(context.db));
  mergeRoutes(app, createMergeService(context));
  duplicatesRoutes(app, createDuplicatesService(context));
  settingsRoutes(app, createSettingsService(context));
  statisticsRoutes(app, createStatisticsService(context), (scope) =>
    privacyPolicy(context.db, scope),
  );
  eventsRoutes(
    app,
    {
      events: createEventsService(context),
      privateCalendar: createPrivateCalendarService(context),
    },
    context.config.baseDomain,
  );
  const mailer = createMailer(context.config, {
    info: (message) => app.log.info(message),
    debug: (message) => app.log.debug(message),
  });
  newsRoutes(app, createNewsService(context));
  contactRoutes(app, createContactService(context, mailer));
  const invitations = createInvitationsService(context, mailer, auth);
  invitationsRoutes(app, invitations);
  historyRoutes(app, createHistoryService(context, changeRevertersWith(invitations)));
  myInvitationsRoutes(app, createMyInvitationsService(context, auth));
  memberAccountsRoutes(app, createMemberAccountsService(context, invitations));
  const passwordResets = createPasswordResetService(context, mailer, auth, {
    error: (message) => app.log.error(message),
  });
  // A reset mail is written after its answer: let it finish before the server stops.
  app.addHook('onClose', () => passwordResets.settle());
  passwordResetRoutes(app, passwordResets);
  accountRoutes(app, createAccountService(context));
  branchAdminAccountsRoutes(app, createBranchAdminAccountsService(context, invitations));
  platformRoutes(app, createPlatformService(context, { auth, invitations }));
  const storage = fileStorageFor(context.config);
  operationsRoutes(app, context.db, storage);
  const media = createMediaService(context, storage);
  await mediaRoutes(app, media);
  mediaRecordsRoutes(app, createMediaRecordsService(context, storage));
  galleryRoutes(app, createGalleryService(context));
  const gedcomImports = createGedcomImportService(context, storage);
  // A job a previous process was running can never finish: say so instead of losing track.
  await gedcomImports.failInterrupted();
  app.addHook('onClose', () => gedcomImports.settle());
  gedcomRoutes(app, {
    imports: gedcomImports,
    exports: createGedcomExportService(context, storage),
    records: createGedcomRecordsService(context),
  });

  await registerWebApp(app, {
    webDistDir: options.webDistDir ?? defaultWebDistDir,
    baseDomain: context.config.baseDomain,
    previewOf: (familyId, pathname, locale) =>
      pagePreviewOf(context.db, familyId, pathname, locale),
    languageOf: (familyId) => familyLanguage(context.db, familyId),
  });
  return app;
}
