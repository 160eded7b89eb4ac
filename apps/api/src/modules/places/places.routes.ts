import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPlaceContract,
  deletePlaceContract,
  familyPlacesContract,
  mergePlaceContract,
  renamePlaceContract,
  personPlacesContract,
  placeContract,
  updatePlaceContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { answerLocale } from '../../infra/request-locale.js';
import { scopeOf } from '../access/request-scope.js';
import type { PlaceTextsService } from './place-texts.service.js';
import type { PlacesAdmin, PlacesService } from './places.service.js';

/** The family's places (issue 30, decision 0038). */
export function placesRoutes(
  app: FastifyInstance,
  places: PlacesService,
  placeTexts: PlaceTextsService,
): void {
  route(app, familyPlacesContract, (request) =>
    places.list(scopeOf(request, request.params.familyId)),
  );
  route(app, placeContract, (request) =>
    places.read(
      scopeOf(request, request.params.familyId),
      request.params.placeKey,
      answerLocale(request),
    ),
  );
  route(app, personPlacesContract, (request) =>
    places.ofPerson(scopeOf(request, request.params.familyId), request.params.personId),
  );

  // Who may write is settled before the body is validated (issue 28, decision 0029).
  const editors = new WeakMap<FastifyRequest, PlacesAdmin>();
  const asEditor = {
    authorize: async (request: FastifyRequest, params: { familyId: number }) => {
      editors.set(request, await places.editor(scopeOf(request, params.familyId)));
    },
  };
  const editorOf = (request: FastifyRequest) => editors.get(request)!;

  route(
    app,
    updatePlaceContract,
    (request) =>
      places.update(
        editorOf(request),
        request.params.placeKey,
        request.body,
        answerLocale(request),
      ),
    asEditor,
  );
  route(
    app,
    createPlaceContract,
    async (request, reply) =>
      reply
        .code(201)
        .send(await places.create(editorOf(request), request.body, answerLocale(request))),
    asEditor,
  );
  route(
    app,
    deletePlaceContract,
    async (request, reply) => {
      await places.remove(editorOf(request), request.params.placeKey);
      return reply.code(204).send();
    },
    asEditor,
  );
  // The answer is the place under its new key (a merge: the target), read after the commit.
  route(
    app,
    renamePlaceContract,
    async (request) => {
      const editor = editorOf(request);
      const key = await placeTexts.rename(editor, request.params.placeKey, request.body);
      return places.read(editor.scope, key, answerLocale(request));
    },
    asEditor,
  );
  route(
    app,
    mergePlaceContract,
    async (request) => {
      const editor = editorOf(request);
      const key = await placeTexts.merge(editor, request.params.placeKey, request.body);
      return places.read(editor.scope, key, answerLocale(request));
    },
    asEditor,
  );
}
