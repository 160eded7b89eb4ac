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
import type { PrivacyPolicy } from '../access/privacy.js';
import { hostScopeOf, scopeOf, type RequestScope } from '../access/request-scope.js';
import type { ChartService } from './chart.service.js';
import { answerLocale, requestLocale } from '../../infra/request-locale.js';
import type { RelationService } from './relation.service.js';
import type { TreeService } from './tree.service.js';
import type { TreeWritesService } from './tree-writes.service.js';
import type { PersonRow } from '../data/tree.repository.js';
import type { MarriageParties } from './marriage.js';
import { withMessageIn } from '../../infra/user-text.js';

export interface TreeServices {
  tree: TreeService;
  writes: TreeWritesService;
  relation: RelationService;
  chart: ChartService;
  /** The viewer's living-person privacy on a family's site (modules/access/privacy.ts). */
  privacy: (scope: RequestScope) => Promise<PrivacyPolicy>;
}

export function treeRoutes(
  app: FastifyInstance,
  { tree, writes, relation, chart, privacy }: TreeServices,
): void {
  route(app, familyTreeContract, async (request) => {
    const { familyId } = request.params;
    return tree.familyTree(familyId, await privacy(scopeOf(request, familyId)));
  });

  route(app, memberTreeContract, async (request) => {
    const { familyId, id } = request.params;
    return tree.memberTree(familyId, id, await privacy(scopeOf(request, familyId)));
  });

  route(app, chartContract, async (request) => {
    const { params, query } = request;
    const policy = await privacy(scopeOf(request, params.familyId));
    return chart.chart(params.familyId, params.id, query, policy);
  });

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
    async (request, reply) => {
      const { params, body } = request;
      return reply.code(201).send(await writes.addFounder(scopeOf(request, params.familyId), body));
    },
    {
      authorize: async (request, params) => {
        await writes.assertMayAddFounder(scopeOf(request, params.familyId));
      },
    },
  );

  route(app, relationContract, async (request) => {
    const { params, query } = request;
    const policy = await privacy(scopeOf(request, params.familyId));
    const locale = requestLocale(request, query.lang);
    return relation.relation(
      params.familyId,
      query.firstPerson,
      query.secondPerson,
      policy,
      locale,
    );
  });

  // The scope has checked the domain against the Host's family: the family is known already.
  route(app, generationContract, async (request) =>
    tree.generation(familyIdOf(request), request.params.id),
  );

  route(app, personSearchContract, async (request) =>
    tree.search(request.query.familyId, request.query.name, answerLocale(request)),
  );

  route(app, linkableFamiliesContract, async (request) => {
    requireUser(request);
    return tree.linkableFamilies();
  });

  route(app, immediateFamilyContract, async (request) =>
    tree.immediateFamily(hostScopeOf(request), request.params.id),
  );

  route(app, allMemberNamesContract, async (request) => tree.allNames(request.params.familyId));

  route(app, memberDetailContract, async (request) =>
    tree.memberDetail(hostScopeOf(request), request.params.memberId),
  );

  // Who may edit the member is settled before the body is validated (issue 28): another family's
  // admin or a branch admin of another branch is refused without learning the body's shape.
  const editableMembers = new WeakMap<FastifyRequest, PersonRow>();
  route(
    app,
    saveMemberContract,
    async (request, reply) => {
      const { params, body } = request;
      const member = editableMembers.get(request);
      const scope = hostScopeOf(request);
      const saved = await writes.saveMember(scope, params.memberId, body, member);
      // Accepted, not done: linking a spouse of another family waits for that family's consent.
      if (!isLinkRequestSent(saved)) return reply.code(200).send(saved);
      return reply.code(202).send(await withMessageIn(saved, answerLocale(request)));
    },
    {
      authorize: async (request, params) => {
        const member = await writes.editableMember(hostScopeOf(request), params.memberId);
        editableMembers.set(request, member);
      },
    },
  );

  // Delete child and delete self share this path: the second id is the person to delete, or, for a
  // child of another family than the first id's, the child to detach from that parent.
  route(app, deleteChildContract, async (request, reply) => {
    const { params } = request;
    await writes.deletePerson(hostScopeOf(request), params.parentId, params.memberId);
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
          hostScopeOf(request),
          params.memberId,
          params.spouseId,
        );
        marriageParties.set(request, parties);
      },
    },
  );

  route(app, deleteSpouseContract, async (request, reply) => {
    const { params } = request;
    await writes.deleteSpouse(hostScopeOf(request), params.memberId, params.spouseId);
    return reply.code(204).send();
  });
}
