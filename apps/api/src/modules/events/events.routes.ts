import type { FastifyInstance } from 'fastify';
import {
  createFamilyEventContract,
  createPrivateCalendarContract,
  deleteFamilyEventContract,
  eventsCalendarContract,
  eventsPageContract,
  privateCalendarFeedContract,
  privateCalendarStatusContract,
  revokePrivateCalendarContract,
  updateFamilyEventContract,
} from '@familytree/shared';
import type { FastifyReply } from 'fastify';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { EventsService } from './events.service.js';
import type { PrivateCalendarService } from './private-calendar.js';

const sendCalendar = (reply: FastifyReply, text: string) =>
  reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', 'inline; filename="events.ics"')
    .header('X-Content-Type-Options', 'nosniff')
    .send(text);

export function eventsRoutes(
  app: FastifyInstance,
  { events, privateCalendar }: { events: EventsService; privateCalendar: PrivateCalendarService },
  baseDomain: string,
): void {
  route(app, eventsPageContract, async (request) =>
    events.page(request.authUser, familyIdOf(request)),
  );

  route(app, eventsCalendarContract, async (request, reply) => {
    const host = `${request.family?.domain ?? 'family'}.${baseDomain}`;
    return sendCalendar(reply, await events.calendar(request.authUser, familyIdOf(request), host));
  });

  route(app, privateCalendarFeedContract, async (request, reply) => {
    const host = `${request.family?.domain ?? 'family'}.${baseDomain}`;
    const text = await privateCalendar.feed(familyIdOf(request), request.params.token, host);
    // A member's view: kept out of shared caches.
    return sendCalendar(reply.header('Cache-Control', 'private, no-store'), text);
  });

  route(app, privateCalendarStatusContract, async (request) =>
    privateCalendar.status(request.authUser, familyIdOf(request)),
  );

  route(app, createPrivateCalendarContract, async (request, reply) =>
    reply.code(201).send(await privateCalendar.create(request.authUser, familyIdOf(request))),
  );

  route(app, revokePrivateCalendarContract, async (request, reply) => {
    await privateCalendar.revoke(request.authUser, familyIdOf(request));
    return reply.code(204).send();
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
