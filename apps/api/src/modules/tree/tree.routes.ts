import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allMemberNamesContract,
  branchCardsContract,
  chartContract,
  deleteChildContract,
  deleteSpouseContract,
  familyTreeContract,
  founderContract,
  generationContract,
  immediateFamilyContract,
  isLinkRequestSent,
  linkableFamiliesContract,
  memberCardsContract,
  memberDetailContract,
  memberTreeContract,
  personSearchContract,
  relationContract,
  saveMarriageContract,
  saveMemberContract,
} from '@familytree/shared';
import { requireUser } from '../../infra/authentication.js';
import { route } from '../../infra/contract-routes.js';
import { familyIdOf } from '../../infra/family-scope.js';
import type { AuthUser } from '../../infra/authentication.js';
import type { PrivacyPolicy } from '../access/privacy.js';
import type { ChartService } from './chart.service.js';
import type { RelationService } from './relation.service.js';
import type { TreeService } from './tree.service.js';
import type { TreeWritesService } from './tree-writes.service.js';
import type { PersonRow } from '../data/tree.repository.js';
import type { MarriageParties } from './marriage.js';

export interface TreeServices {
  tree: TreeService;
  writes: TreeWritesService;
  relation: RelationService;
  chart: ChartService;
  /** The viewer's living-person privacy on a family's site (modules/access/privacy.ts). */
  privacy: (viewer: AuthUser | null, familyId: number) => Promise<PrivacyPolicy>;
}

export function treeRoutes(
  app: FastifyInstance,
  { tree, writes, relation, chart, privacy }: TreeServices,
): void {
  route(app, familyTreeContract, async ({ authUser, params }) =>
    tree.familyTree(params.familyId, await privacy(authUser, params.familyId)),
  );

  route(app, memberTreeContract, async ({ authUser, params }) =>
    tree.memberTree(params.familyId, params.id, await privacy(authUser, params.familyId)),
  );

  route(app, chartContract, async ({ authUser, params, query }) =>
    chart.chart(params.familyId, params.id, query, await privacy(authUser, params.familyId)),
  );

  route(app, branchCardsContract, async ({ params, query }, reply) => {
    const result = await tree.branchCards(params.familyId, params.id, query.page, query.pageSize);
    return reply.header('X-Total-Count', String(result.total)).send(result.items);
  });

  route(app, memberCardsContract, async ({ params, query }, reply) => {
    const result = await tree.memberCards(params.familyId, query.page, query.pageSize);
    return reply.header('X-Total-Count', String(result.total)).send(result.items);
  });

  route(
    app,
    founderContract,
    async ({ authUser, params, body }, reply) =>
      reply.code(201).send(await writes.addFounder(authUser, params.familyId, body)),
    {
      authorize: async (request, params) => {
        await writes.assertMayAddFounder(request.authUser, params.familyId);
      },
    },
  );

  route(app, relationContract, async ({ authUser, params, query }) =>
    relation.relation(
      params.familyId,
      query.firstPerson,
      query.secondPerson,
      await privacy(authUser, params.familyId),
    ),
  );

  // The scope has checked the domain against the Host's family: the family is known already.
  route(app, generationContract, async (request) =>
    tree.generation(familyIdOf(request), request.params.id),
  );

  route(app, personSearchContract, async ({ query }) => tree.search(query.familyId, query.name));

  route(app, linkableFamiliesContract, async (request) => {
    requireUser(request);
    return tree.linkableFamilies();
  });

  route(app, immediateFamilyContract, async (request) =>
    tree.immediateFamily(request.authUser, familyIdOf(request), request.params.id),
  );

  route(app, allMemberNamesContract, async (request) => tree.allNames(request.params.familyId));

  route(app, memberDetailContract, async (request) =>
    tree.memberDetail(request.authUser, familyIdOf(request), request.params.memberId),
  );

  // Who may edit the member is settled before the body is validated (issue 28): another family's
  // admin or a branch admin of another branch is refused without learning the body's shape.
  const editableMembers = new WeakMap<FastifyRequest, PersonRow>();
  route(
    app,
    saveMemberContract,
    async (request, reply) => {
      const { authUser, params, body } = request;
      const member = editableMembers.get(request);
      const familyId = familyIdOf(request);
      const saved = await writes.saveMember(authUser, familyId, params.memberId, body, member);
      // Accepted, not done: linking a spouse of another family waits for that family's consent.
      return reply.code(isLinkRequestSent(saved) ? 202 : 200).send(saved);
    },
    {
      authorize: async (request, params) => {
        const member = await writes.editableMember(
          request.authUser,
          familyIdOf(request),
          params.memberId,
        );
        editableMembers.set(request, member);
      },
    },
  );

  // Delete child and delete self share this path: the second id is the person to delete, or, for a
  // child of another family than the first id's, the child to detach from that parent.
  route(app, deleteChildContract, async (request, reply) => {
    const { authUser, params } = request;
    await writes.deletePerson(authUser, familyIdOf(request), params.parentId, params.memberId);
    return reply.code(204).send();
  });

  const marriageParties = new WeakMap<FastifyRequest, MarriageParties>();
  route(
    app,
    saveMarriageContract,
    async (request) => writes.saveMarriage(marriageParties.get(request)!, request.body),
    {
      authorize: async (request, params) => {
        const parties = await writes.marriageParties(
          request.authUser,
          familyIdOf(request),
          params.memberId,
          params.spouseId,
        );
        marriageParties.set(request, parties);
      },
    },
  );

  route(app, deleteSpouseContract, async (request, reply) => {
    const { authUser, params } = request;
    await writes.deleteSpouse(authUser, familyIdOf(request), params.memberId, params.spouseId);
    return reply.code(204).send();
  });
}
