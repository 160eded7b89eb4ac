import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbiddenTextMessage } from '@familytree/shared';
import { invalidInput } from './errors.js';

/**
 * The first string (or key) in `value` that no field may hold, as [field path, message]. The JSON
 * parser has bounded the depth (json-body.ts), so the recursion and the path copies stay short;
 * numbers and the like are passed over before any path is made for them.
 */
function findForbiddenText(value: unknown, path: string[]): [string, string] | null {
  if (typeof value === 'string') {
    const message = forbiddenTextMessage(value);
    return message ? [path.join('.') || '_', message] : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || (typeof item !== 'string' && typeof item !== 'object')) continue;
      const found = findForbiddenText(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = forbiddenTextMessage(key);
    if (keyMessage) return [[...path, key].join('.'), keyMessage];
    const found = findForbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters and broken (lone surrogate) characters in path parameters, the query
 * string and JSON bodies: PostgreSQL can't store NUL in text, and the same request must get the
 * same 400 on SQLite. The field is named as the route's schemas do.
 */
export async function refuseForbiddenInput(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const found = findForbiddenText(part, []);
    if (found) throw invalidInput({ [found[0]]: found[1] });
  }
}

/**
 * The guard of every route not registered from a contract. A contract's route runs it itself, as
 * the first step of validation, after the caller has been authorized (contract-routes.ts): a
 * caller who may not write gets the same 401/403/404 whatever the body holds (issue 28).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.contract) return;
    await refuseForbiddenInput(request);
  });
}
