import type { FastifyInstance } from 'fastify';
import {
  founderRequestSchema,
  idParamSchema,
  isLinkRequestSent,
  limits,
  maxId,
} from '@familytree/shared';
import { z } from 'zod';
import { requireUser } from '../../infra/authentication.js';
import { parseInput } from '../../infra/validation.js';
import type { RelationService } from './relation.service.js';
import type { TreeService } from './tree.service.js';
import type { TreeWritesService } from './tree-writes.service.js';

const id = idParamSchema;
// The spec's paths put 0 where a member has no parent.
const idOrZero = z.coerce.number().int().min(0).max(maxId);
const familyParams = z.object({ familyId: id });
const familyMemberParams = z.object({ familyId: id, id });
const memberParams = z.object({ id });
const parentChildParams = z.object({ parentId: idOrZero, memberId: id });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(maxId).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(limits.memberPageSize),
});
const relationQuery = z.object({ firstPerson: id, secondPerson: id });
const searchQuery = z.object({ familyId: id, name: z.string().max(200).default('') });
const generationParams = z.object({ domain: z.string().min(1).max(63), id });

export interface TreeServices {
  tree: TreeService;
  writes: TreeWritesService;
  relation: RelationService;
}

export function treeRoutes(app: FastifyInstance, { tree, writes, relation }: TreeServices): void {
  app.get('/api/familyTree/id/:familyId', async (request) =>
    tree.familyTree(parseInput(familyParams, request.params).familyId),
  );

  app.get('/api/familyTree/id/:familyId/member/:id', async (request) => {
    const params = parseInput(familyMemberParams, request.params);
    return tree.memberTree(params.familyId, params.id);
  });

  app.get('/api/familyTree/id/:familyId/member/:id/members', async (request, reply) => {
    const params = parseInput(familyMemberParams, request.params);
    const { page, pageSize } = parseInput(pageQuery, request.query);
    const result = await tree.branchCards(params.familyId, params.id, page, pageSize);
    return reply.header('X-Total-Count', String(result.total)).send(result.items);
  });

  app.get('/api/family/members/:familyId', async (request, reply) => {
    const { familyId } = parseInput(familyParams, request.params);
    const { page, pageSize } = parseInput(pageQuery, request.query);
    const result = await tree.memberCards(familyId, page, pageSize);
    return reply.header('X-Total-Count', String(result.total)).send(result.items);
  });

  app.post('/api/familyTree/id/:familyId/founder', async (request, reply) => {
    const { familyId } = parseInput(familyParams, request.params);
    const body = parseInput(founderRequestSchema, request.body);
    return reply.code(201).send(await writes.addFounder(request.authUser, familyId, body));
  });

  app.get('/api/familyTree/:familyId/relation', async (request) => {
    const { familyId } = parseInput(familyParams, request.params);
    const query = parseInput(relationQuery, request.query);
    return relation.relation(familyId, query.firstPerson, query.secondPerson);
  });

  app.get('/api/familyTree/domain/:domain/member/:id/generation', async (request) => {
    const params = parseInput(generationParams, request.params);
    return tree.generation(params.domain, params.id);
  });

  app.get('/api/familyTree/member/search', async (request) => {
    const query = parseInput(searchQuery, request.query);
    return tree.search(query.familyId, query.name);
  });

  app.get('/api/familyTree/familyList', async (request) => {
    requireUser(request);
    return tree.linkableFamilies();
  });

  app.get('/api/familyTree/member/:id', async (request) =>
    tree.immediateFamily(request.authUser, parseInput(memberParams, request.params).id),
  );

  app.get('/api/familyTree/member/:familyId/all', async (request) =>
    tree.allNames(parseInput(familyParams, request.params).familyId),
  );

  app.get('/api/familyTree/member/:parentId/child/:memberId', async (request) => {
    const params = parseInput(parentChildParams, request.params);
    return tree.memberDetail(request.authUser, params.memberId);
  });

  app.post(
    '/api/familyTree/member/:parentId/child/:memberId/saveMember',
    async (request, reply) => {
      const params = parseInput(parentChildParams, request.params);
      const saved = await writes.saveMember(request.authUser, params.memberId, request.body);
      // Accepted, not done: linking a spouse of another family waits for that family's consent.
      return reply.code(isLinkRequestSent(saved) ? 202 : 200).send(saved);
    },
  );

  // Delete child and delete self share this path: the second id is the person to delete, or, for a
  // child of another family than the first id's, the child to detach from that parent.
  app.delete('/api/familyTree/member/:parentId/child/:memberId', async (request, reply) => {
    const params = parseInput(parentChildParams, request.params);
    await writes.deletePerson(request.authUser, params.parentId, params.memberId);
    return reply.code(204).send();
  });

  app.delete('/api/familyTree/member/:memberId/spouse/:spouseId', async (request, reply) => {
    const params = parseInput(z.object({ memberId: id, spouseId: id }), request.params);
    await writes.deleteSpouse(request.authUser, params.memberId, params.spouseId);
    return reply.code(204).send();
  });
}
