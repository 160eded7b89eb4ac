import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { defaultLocale, localeFromAcceptLanguage, localeOf, type Locale } from '@familytree/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language a request is answered in: a `lang` query parameter wins (a link can carry it),
 * then the `Accept-Language` header (the web client sends the language the user chose), then
 * English. A language the product does not speak falls through to the next, never an error.
 */
export function requestLocale(request: FastifyRequest, lang?: string | null): Locale {
  return (
    localeOf(lang) ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale
  );
}

/**
 * The `lang` query parameter of a request, when it has one. Read from the URL itself: once a
 * contract's query schema has parsed `request.query`, a `lang` the schema does not name is gone.
 */
export function queryLang(request: FastifyRequest): string | null {
  const start = request.url.indexOf('?');
  return start < 0 ? null : new URLSearchParams(request.url.slice(start + 1)).get('lang');
}

/**
 * The language of the answer to a request, errors included: the query's `lang` where a call takes
 * one (it wins, as in `requestLocale`), else Accept-Language, else English.
 */
export const answerLocale = (request: FastifyRequest): Locale =>
  requestLocale(request, queryLang(request));

// ---- The language of the request being served, for what it causes (mails) ---------------------
// A mail is written deep inside a service (an invitation sent by a revert, a link mailed after the
// answer has gone): the request's language is kept in async context from its first hook on, so
// that the mail speaks the language of the request that caused it without every call passing it.

const current = new AsyncLocalStorage<Locale>();
const scopeOf = new WeakMap<FastifyRequest, AsyncResource>();

/** The language of the request whose work is running; English outside any request (the CLI). */
export const currentLocale = (): Locale => current.getStore() ?? defaultLocale;

/** Runs `work` as if for a request in `locale` (tests, jobs started for a user). */
export const withLocale = <T>(locale: Locale, work: () => T): T => current.run(locale, work);

export function registerRequestLocale(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(answerLocale(request), () => {
      scopeOf.set(request, new AsyncResource('familytree:request-locale'));
      done();
    });
  });
  // A body arrives on the socket's own events, outside the request's context: the hooks after
  // parsing (and so the handler) run in it again.
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOf.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
