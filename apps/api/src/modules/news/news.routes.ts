import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createNewsPostContract,
  deleteNewsPostContract,
  newsFeedContract,
  updateNewsPostContract,
} from '@familytree/shared';
import { route } from '../../infra/contract-routes.js';
import { ifMatchVersion } from '../../infra/if-match.js';
import { scopeOf } from '../access/request-scope.js';
import type { NewsService, NewsWriter } from './news.service.js';

export function newsRoutes(app: FastifyInstance, news: NewsService): void {
  route(app, newsFeedContract, async ({ params, query }) => news.feed(params.familyId, query.page));

  // Who may write is settled before the body is validated (issue 28 item 7, decision 0029): a
  // visitor, a member or another family's admin is refused 401/403 without learning the body's
  // rules from a 400. The admin found there is handed to the write.
  const writers = new WeakMap<FastifyRequest, NewsWriter>();
  const authorize = async (request: FastifyRequest, params: { familyId: number }) => {
    writers.set(request, await news.writer(scopeOf(request, params.familyId)));
  };
  const writerOf = (request: FastifyRequest) => writers.get(request)!;

  route(
    app,
    createNewsPostContract,
    async (request, reply) =>
      reply.code(201).send(await news.create(writerOf(request), request.body)),
    { authorize },
  );

  // An edit or delete may send the version it was based on as If-Match; an edit answers the new
  // version as ETag.
  route(
    app,
    updateNewsPostContract,
    async (request, reply) => {
      const { params, body } = request;
      const version = ifMatchVersion(request);
      const post = await news.update(writerOf(request), params.newsId, body, version);
      reply.header('ETag', `"${post.version}"`);
      return post;
    },
    { authorize },
  );

  route(
    app,
    deleteNewsPostContract,
    async (request, reply) => {
      const version = ifMatchVersion(request);
      await news.remove(writerOf(request), request.params.newsId, version);
      return reply.code(204).send();
    },
    { authorize },
  );
}
