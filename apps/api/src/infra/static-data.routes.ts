import type { FastifyInstance } from 'fastify';
import { staticData } from './static-data.js';

/** /data/country-states.json and /data/country-codes.json (spec part 3, "Static data"). */
export function staticDataRoutes(app: FastifyInstance): void {
  const files = {
    '/data/country-states.json': () => staticData().countryStates,
    '/data/country-codes.json': () => staticData().countryCodes,
  };
  for (const [url, data] of Object.entries(files)) {
    app.get(url, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').send(data()),
    );
  }
}
