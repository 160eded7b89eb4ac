import { z } from 'zod';
import { defineContract } from './contract.js';
import { site } from './common.js';

const tags = ['Static data'];

export const countryStatesSchema = z.object({
  name: z.string(),
  code2: z.string(),
  states: z.array(z.object({ name: z.string(), code: z.string() })),
});
export const countryCodeSchema = z.object({
  country: z.string(),
  code: z.string(),
  dial_code: z.string(),
});

export const countryStatesContract = defineContract({
  method: 'GET',
  path: '/data/country-states.json',
  scope: site,
  summary: 'Countries and their states',
  tags,
  auth: 'none',
  responses: { 200: z.array(countryStatesSchema) },
});

export const countryCodesContract = defineContract({
  method: 'GET',
  path: '/data/country-codes.json',
  scope: site,
  summary: 'Country dialling codes',
  tags,
  auth: 'none',
  responses: { 200: z.array(countryCodeSchema) },
});

export const openApiContract = defineContract({
  method: 'GET',
  path: '/api/openapi.json',
  scope: site,
  summary: 'This API reference (OpenAPI 3.1)',
  description: 'The OpenAPI 3.1 document of every call, generated from the contracts.',
  tags: ['Reference'],
  auth: 'none',
  responses: { 200: z.record(z.string(), z.unknown()) },
});
