import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createNoteContract,
  createNoteLinkContract,
  deleteNoteContract,
  deleteNoteLinkContract,
  familySharedNotesContract,
  noteContract,
  personNotesContract,
  unionNotesContract,
  updateNoteContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { scopeOf } from '../access/request-scope.js';
import type { NotesService } from './notes.service.js';

/** Notes (issue 30): a person's notes, the family's shared notes, and their writes. */
export function notesRoutes(app: FastifyInstance, notes: NotesService): void {
  route(app, personNotesContract, (request) =>
    notes.ofPerson(scopeOf(request, request.params.familyId), request.params.personId),
  );
  route(app, unionNotesContract, (request) =>
    notes.ofUnion(scopeOf(request, request.params.familyId), request.params.unionId),
  );
  route(app, familySharedNotesContract, (request) =>
    notes.shared(scopeOf(request, request.params.familyId)),
  );
  route(app, noteContract, (request) =>
    notes.read(scopeOf(request, request.params.familyId), request.params.noteId),
  );

  // Who may write is settled before the body is validated (issue 28, decision 0029).
  const asWriter = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      await notes.mayWrite(scopeOf(request, params.familyId), request.body);
    },
  };
  const asNoteEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number; noteId: number }) => {
      await notes.mayEditNote(scopeOf(request, params.familyId), params.noteId);
    },
  };

  route(
    app,
    createNoteContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(await notes.create(scopeOf(request, request.params.familyId), request.body)),
    asWriter,
  );
  route(
    app,
    updateNoteContract,
    (request) =>
      notes.updateText(
        scopeOf(request, request.params.familyId),
        request.params.noteId,
        request.body,
      ),
    asNoteEditor,
  );
  route(
    app,
    deleteNoteContract,
    async (request, reply) => {
      await notes.remove(scopeOf(request, request.params.familyId), request.params.noteId);
      return reply.code(204).send();
    },
    asNoteEditor,
  );
  route(
    app,
    createNoteLinkContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await notes.link(
            scopeOf(request, request.params.familyId),
            request.params.noteId,
            request.body,
          ),
        ),
    asWriter,
  );
  route(
    app,
    deleteNoteLinkContract,
    async (request, reply) => {
      const { familyId, noteId, linkId } = request.params;
      await notes.unlink(scopeOf(request, familyId), noteId, linkId);
      return reply.code(204).send();
    },
    {
      authorize: async (request, params) => {
        await notes.mayUnlink(scopeOf(request, params.familyId), params.noteId, params.linkId);
      },
    },
  );
}
