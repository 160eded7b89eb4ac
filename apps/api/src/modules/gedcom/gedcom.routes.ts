import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorCodes,
  exportGedcomContract,
  gedcomExportWarningsContract,
  gedcomImportJobContract,
  importGedcomContract,
  limits,
  memberGedcomRecordsContract,
  messages,
} from '@familytree/shared';
import { AppError, invalidInput } from '../../infra/errors.js';
import { route } from '../../infra/contract-routes.js';
import { hostScopeOf, scopeOf } from '../access/request-scope.js';
import type { GedcomExportService } from './export.service.js';
import type { GedcomImportService } from './import.service.js';
import { currentLocale, requestLocale } from '../../infra/request-locale.js';
import type { GedcomRecordsService } from './records.service.js';

const tooLarge = () =>
  new AppError(413, errorCodes.tooLarge, messages.gedcom.tooLarge, {
    file: messages.gedcom.tooLarge,
  });

/** How long the `decisions` part may be: a person id for each of 100,000 xrefs, with room. */
const decisionsMaxBytes = 8 * 1024 * 1024;

/**
 * The multipart part `file`, at most 200 MB (the image routes' 2 MB limit is per request), and
 * the optional text part `decisions` of an import into an existing tree (decision 0055), before
 * or after it.
 */
async function uploadedParts(
  request: FastifyRequest,
): Promise<{ data: Buffer; decisions: string | undefined }> {
  if (!request.isMultipart()) throw invalidInput({ file: messages.gedcom.fileRequired });
  let data: Buffer | undefined;
  let decisions: string | undefined;
  const parts = request.parts({
    limits: { fileSize: limits.gedcomMaxBytes, files: 1, fieldSize: decisionsMaxBytes, fields: 4 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
      } else if (part.fieldname === 'decisions') {
        if (part.valueTruncated) throw tooLarge();
        decisions = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (!data) throw invalidInput({ file: messages.gedcom.fileRequired });
  return { data, decisions };
}

export function gedcomRoutes(
  app: FastifyInstance,
  services: {
    imports: GedcomImportService;
    exports: GedcomExportService;
    records: GedcomRecordsService;
  },
): void {
  // The family scope has checked that the person is of the Host's family.
  route(app, memberGedcomRecordsContract, async (request) =>
    services.records.ofPerson(hostScopeOf(request), request.params.id, requestLocale(request)),
  );

  // The family scope has checked that familyId is the Host's family (404 otherwise).
  // The role is checked before the query is validated and the upload read: a refused caller's
  // file is not parsed, and a 400 never tells them the call's rules (issue 28).
  route(
    app,
    importGedcomContract,
    async (request, reply) => {
      const scope = scopeOf(request, request.params.familyId);
      // The warnings are said in the request's language as its first hook read it, a `lang`
      // query parameter included (the contracts' queries do not name it).
      const { data, decisions } = await uploadedParts(request);
      if (request.query.dryRun === 'true')
        return services.imports.preview(scope, data, currentLocale());
      // The profile entries it makes are written in the request's language too (issue 31).
      return reply
        .code(202)
        .send(
          await services.imports.start(
            scope,
            data,
            request.query.founder,
            decisions,
            currentLocale(),
          ),
        );
    },
    {
      authorize: async (request, params) => {
        await services.imports.assertMayImport(scopeOf(request, params.familyId));
      },
    },
  );

  route(app, gedcomImportJobContract, async (request) =>
    services.imports.job(
      scopeOf(request, request.params.familyId),
      request.params.jobId,
      currentLocale(),
    ),
  );

  route(app, exportGedcomContract, async (request, reply) => {
    const family = request.family!;
    const origin = `${request.protocol}://${request.host}`;
    const scope = scopeOf(request, family.id);
    const stream = await services.exports.export(scope, family, request.query, origin);
    if (request.query.format === 'zip')
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${family.domain}.gdz"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    return reply
      .header('Content-Type', 'text/vnd.familysearch.gedcom; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${family.domain}.ged"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });

  route(app, gedcomExportWarningsContract, async (request) => {
    const family = request.family!;
    const origin = `${request.protocol}://${request.host}`;
    return services.exports.warnings(
      scopeOf(request, family.id),
      family,
      request.query,
      origin,
      currentLocale(),
    );
  });
}
