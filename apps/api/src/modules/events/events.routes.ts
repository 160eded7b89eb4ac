import type { FastifyInstance } from 'fastify';
import {
  createFamilyEventContract,
  deleteFamilyEventContract,
  eventsCalendarContract,
  eventsPageContract,
  updateFamilyEventContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { EventsService } from './events.service.js';

export function eventsRoutes(
  app: FastifyInstance,
  events: EventsService,
  baseDomain: string,
): void {
  route(app, eventsPageContract, async (request) =>
    events.page(request.authUser, familyIdOf(request)),
  );

  route(app, eventsCalendarContract, async (request, reply) => {
    const host = `${request.family?.domain ?? 'family'}.${baseDomain}`;
    const text = await events.calendar(request.authUser, familyIdOf(request), host);
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'inline; filename="events.ics"')
      .header('X-Content-Type-Options', 'nosniff')
      .send(text);
  });

  route(app, createFamilyEventContract, async (request, reply) =>
    reply.code(201).send(await events.create(request.authUser, familyIdOf(request), request.body)),
  );

  route(app, updateFamilyEventContract, async (request) =>
    events.update(request.authUser, familyIdOf(request), request.params.eventId, request.body),
  );

  route(app, deleteFamilyEventContract, async (request, reply) => {
    await events.remove(request.authUser, familyIdOf(request), request.params.eventId);
    return reply.code(204).send();
  });
}
