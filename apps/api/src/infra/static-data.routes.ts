import type { FastifyInstance } from 'fastify';
import { countryCodesContract, countryStatesContract } from '@familytree/shared';
import { route } from './contract-routes.js';
import { staticData } from './static-data.js';

/** /data/country-states.json and /data/country-codes.json (spec part 3, "Static data"). */
export function staticDataRoutes(app: FastifyInstance): void {
  const files = [
    [countryStatesContract, () => staticData().countryStates],
    [countryCodesContract, () => staticData().countryCodes],
  ] as const;
  for (const [contract, data] of files) {
    route(app, contract, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').send(data()),
    );
  }
}
