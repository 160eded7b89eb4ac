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
  sourceContract,
  updateCitationContract,
  updateRepositoryContract,
  updateSourceContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { CitationsService } from './citations.service.js';
import type { ResearchAdmin, SourcesService } from './sources.service.js';

/** The family's research (issue 30): sources, repositories and citations. */
export function researchRoutes(
  app: FastifyInstance,
  { sources, citations }: { sources: SourcesService; citations: CitationsService },
): void {
  route(app, familySourcesContract, (request) =>
    sources.list(request.authUser, request.params.familyId),
  );
  route(app, sourceContract, ({ authUser, params }) =>
    sources.read(authUser, params.familyId, params.sourceId),
  );
  route(app, familyRepositoriesContract, ({ params }) => sources.repositories(params.familyId));
  route(app, personCitationsContract, ({ authUser, params }) =>
    citations.ofPerson(authUser, params.familyId, params.personId),
  );

  // Who may write is settled before the body is validated (issue 28, decision 0029).
  const editors = new WeakMap<FastifyRequest, ResearchAdmin>();
  const asEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      editors.set(request, await sources.editor(request.authUser, params.familyId));
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
      await citations.mayWrite(request.authUser, params.familyId, request.body);
    },
  };
  route(
    app,
    createCitationContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(await citations.create(request.authUser, request.params.familyId, request.body)),
    asCitationWriter,
  );
  route(
    app,
    updateCitationContract,
    ({ authUser, params, body }) =>
      citations.update(authUser, params.familyId, params.citationId, body),
    asCitationWriter,
  );
  route(
    app,
    deleteCitationContract,
    async ({ authUser, params }, reply) => {
      await citations.remove(authUser, params.familyId, params.citationId);
      return reply.code(204).send();
    },
    asCitationWriter,
  );
}
