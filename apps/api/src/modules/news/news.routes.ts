import type { FastifyInstance } from 'fastify';
import {
  createNewsPostContract,
  deleteNewsPostContract,
  newsFeedContract,
  updateNewsPostContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import type { NewsService } from './news.service.js';

export function newsRoutes(app: FastifyInstance, news: NewsService): void {
  route(app, newsFeedContract, async ({ params, query }) => news.feed(params.familyId, query.page));

  route(app, createNewsPostContract, async ({ authUser, params, body }, reply) =>
    reply.code(201).send(await news.create(authUser, params.familyId, body)),
  );

  route(app, updateNewsPostContract, async ({ authUser, params, body }) =>
    news.update(authUser, params.familyId, params.newsId, body),
  );

  route(app, deleteNewsPostContract, async ({ authUser, params }, reply) => {
    await news.remove(authUser, params.familyId, params.newsId);
    return reply.code(204).send();
  });
}
