import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import { hostScopeOf } from '../access/request-scope.js';
import { ifMatchVersion } from '../../infra/if-match.js';
import { answerLocale } from '../../infra/request-locale.js';
import type { EventsAdmin, EventsService } from './events.service.js';
import type { CalendarMember, PrivateCalendarService } from './private-calendar.js';

/** A feed's entries are named in the language asked for: a cache keeps one copy per language. */
const sendCalendar = (reply: FastifyReply, text: string) =>
  reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Vary', 'Accept-Language')
    .header('Content-Disposition', 'inline; filename="events.ics"')
    .header('X-Content-Type-Options', 'nosniff')
    .send(text);

/**
 * Who may write is settled before the body is validated (issue 28 item 7, decision 0029): a
 * visitor, a member without the right or another family's admin is refused 401/403 and never
 * learns the body's rules from a 400. The checked caller is handed to the handler.
 */
function checkedFirst<Caller>(check: (request: FastifyRequest) => Promise<Caller>) {
  const callers = new WeakMap<FastifyRequest, Caller>();
  return {
    authorize: async (request: FastifyRequest) => {
      callers.set(request, await check(request));
    },
    callerOf: (request: FastifyRequest) => callers.get(request)!,
  };
}

export function eventsRoutes(
  app: FastifyInstance,
  { events, privateCalendar }: { events: EventsService; privateCalendar: PrivateCalendarService },
  baseDomain: string,
): void {
  route(app, eventsPageContract, async (request) => events.page(hostScopeOf(request)));

  route(app, eventsCalendarContract, async (request, reply) => {
    const host = `${request.family?.domain ?? 'family'}.${baseDomain}`;
    const text = await events.calendar(hostScopeOf(request), host, answerLocale(request));
    return sendCalendar(reply, text);
  });

  route(app, privateCalendarFeedContract, async (request, reply) => {
    const host = `${request.family?.domain ?? 'family'}.${baseDomain}`;
    const { token } = request.params;
    const text = await privateCalendar.feed(
      familyIdOf(request),
      token,
      host,
      answerLocale(request),
    );
    // A member's view: kept out of shared caches.
    return sendCalendar(reply.header('Cache-Control', 'private, no-store'), text);
  });

  route(app, privateCalendarStatusContract, async (request) =>
    privateCalendar.status(hostScopeOf(request)),
  );

  const member = checkedFirst<CalendarMember>((request) =>
    privateCalendar.member(hostScopeOf(request)),
  );
  const { authorize: memberFirst } = member;

  route(
    app,
    createPrivateCalendarContract,
    async (request, reply) =>
      reply.code(201).send(await privateCalendar.create(member.callerOf(request))),
    { authorize: memberFirst },
  );

  route(
    app,
    revokePrivateCalendarContract,
    async (request, reply) => {
      await privateCalendar.revoke(member.callerOf(request));
      return reply.code(204).send();
    },
    { authorize: memberFirst },
  );

  const admin = checkedFirst<EventsAdmin>((request) => events.admin(hostScopeOf(request)));
  const { authorize: adminFirst } = admin;

  route(
    app,
    createFamilyEventContract,
    async (request, reply) =>
      reply.code(201).send(await events.create(admin.callerOf(request), request.body)),
    { authorize: adminFirst },
  );

  // If-Match "<version>" (optional: clients that know no versions save unconditionally); the
  // saved event's version comes back as ETag, as for the site's pages (decision 0023).
  route(
    app,
    updateFamilyEventContract,
    async (request, reply) => {
      const { params, body } = request;
      const version = ifMatchVersion(request);
      const saved = await events.update(admin.callerOf(request), params.eventId, body, version);
      reply.header('ETag', `"${saved.version}"`);
      return saved;
    },
    { authorize: adminFirst },
  );

  route(
    app,
    deleteFamilyEventContract,
    async (request, reply) => {
      const version = ifMatchVersion(request);
      await events.remove(admin.callerOf(request), request.params.eventId, version);
      return reply.code(204).send();
    },
    { authorize: adminFirst },
  );
}
