import { z } from 'zod';
import { defineContract } from './contract.js';
import { site } from './common.js';

/** The checks a load balancer runs against each app server. */
const tags = ['Operations'];

export const healthContract = defineContract({
  method: 'GET',
  path: '/healthz',
  scope: site,
  summary: 'Liveness',
  description:
    'Answers 200 while the process runs and serves requests, whatever the state of the database: a load balancer restarts a server that stops answering.',
  tags,
  auth: 'none',
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const readinessContract = defineContract({
  method: 'GET',
  path: '/readyz',
  scope: site,
  summary: 'Readiness',
  description:
    'Answers 200 when the database answers a query and the media storage takes a file; otherwise 503 (code NOT_READY) naming what failed, so that a load balancer sends no traffic to this server until it is ready.',
  tags,
  auth: 'none',
  responses: {
    200: z.object({
      status: z.literal('ready'),
      database: z.literal('ok'),
      storage: z.literal('ok'),
    }),
  },
});
