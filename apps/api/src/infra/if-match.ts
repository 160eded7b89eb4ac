import type { FastifyRequest } from 'fastify';
import { invalidInput } from './errors.js';
import { serverText } from './user-text.js';

/**
 * The version a save is based on, sent as If-Match "<version>" (optional, so that other clients
 * keep working; the web app always sends it). Anything else there is a 400.
 */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(String(header).trim());
  if (!match)
    throw invalidInput({ 'If-Match': serverText('request.ifMatch', { example: '<number>' }) });
  return Number(match[1]);
}
