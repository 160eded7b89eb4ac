import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createCitationContract,
  createRepositoryContract,
  createSourceContract,
  deleteCitationContract,
  deleteRepositoryContract,
  deleteSourceContract,
  familyRepositoriesContract,
  familySourcesContract,
  personCitationsContract,
  personMarriagesContract,
  sourceContract,
  unionCitationsContract,
  updateCitationContract,
  updateRepositoryContract,
  updateSourceContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { scopeOf } from '../access/request-scope.js';
import type { CitationsService } from './citations.service.js';
import type { ResearchAdmin, SourcesService } from './sources.service.js';

/** The family's research (issue 30): sources, repositories and citations. */
export function researchRoutes(
  app: FastifyInstance,
  { sources, citations }: { sources: SourcesService; citations: CitationsService },
): void {
  route(app, familySourcesContract, (request) =>
    sources.list(scopeOf(request, request.params.familyId)),
  );
  route(app, sourceContract, (request) =>
    sources.read(scopeOf(request, request.params.familyId), request.params.sourceId),
  );
  route(app, familyRepositoriesContract, ({ params }) => sources.repositories(params.familyId));
  route(app, personCitationsContract, (request) =>
    citations.ofPerson(scopeOf(request, request.params.familyId), request.params.personId),
  );

  route(app, personMarriagesContract, (request) =>
    citations.marriagesOf(scopeOf(request, request.params.familyId), request.params.personId),
  );
  route(app, unionCitationsContract, (request) =>
    citations.ofUnion(scopeOf(request, request.params.familyId), request.params.unionId),
  );

  // Who may write is settled before the body is validated (issue 28, decision 0029).
  const editors = new WeakMap<FastifyRequest, ResearchAdmin>();
  const asEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      editors.set(request, await sources.editor(scopeOf(request, params.familyId)));
    },
  };
  const editorOf = (request: FastifyRequest) => editors.get(request)!;

  route(
    app,
    createSourceContract,
    async (request, reply) =>
      reply.code(201).send(await sources.create(editorOf(request), request.body)),
    asEditor,
  );
  route(
    app,
    updateSourceContract,
    (request) => sources.update(editorOf(request), request.params.sourceId, request.body),
    asEditor,
  );
  route(
    app,
    deleteSourceContract,
    async (request, reply) => {
      await sources.remove(editorOf(request), request.params.sourceId);
      return reply.code(204).send();
    },
    asEditor,
  );
  route(
    app,
    createRepositoryContract,
    async (request, reply) =>
      reply.code(201).send(await sources.createRepository(editorOf(request), request.body)),
    asEditor,
  );
  route(
    app,
    updateRepositoryContract,
    (request) =>
      sources.updateRepository(editorOf(request), request.params.repositoryId, request.body),
    asEditor,
  );
  route(
    app,
    deleteRepositoryContract,
    async (request, reply) => {
      await sources.removeRepository(editorOf(request), request.params.repositoryId);
      return reply.code(204).send();
    },
    asEditor,
  );

  const asCitationWriter = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      await citations.mayWrite(scopeOf(request, params.familyId), request.body);
    },
  };
  route(
    app,
    createCitationContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(await citations.create(scopeOf(request, request.params.familyId), request.body)),
    asCitationWriter,
  );
  route(
    app,
    updateCitationContract,
    (request) =>
      citations.update(
        scopeOf(request, request.params.familyId),
        request.params.citationId,
        request.body,
      ),
    asCitationWriter,
  );
  route(
    app,
    deleteCitationContract,
    async (request, reply) => {
      await citations.remove(scopeOf(request, request.params.familyId), request.params.citationId);
      return reply.code(204).send();
    },
    asCitationWriter,
  );
}
