import { z } from 'zod';
import {
  mergePlaceInputSchema,
  renamePlaceInputSchema,
  newPlaceInputSchema,
  placeInputSchema,
  placeSchema,
  placeSummarySchema,
} from '../places.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

/** Places (issue 30, decision 0038): the family's gazetteer over the place texts of its facts. */
const tags = ['Research'];
const familyScope = { scope: 'family', ids: { familyId: 'family' } } as const;
const placeParams = z.object({ familyId: idParam, placeKey: z.string().min(1).max(1000) });
const livingRule =
  "A living person's facts count and show only for whom sees that person's facts (the family's admins; a member their own).";
const editors = 'Family admins only (others are refused before the body is read).';

export const familyPlacesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/places',
  scope: familyScope,
  summary: 'Places of the family',
  description: `Every place named by the facts the viewer may see, with the levels above it and the places of the gazetteer, as a flat list (parentKey links a place to the one it lies in). ${livingRule}`,
  tags,
  auth: 'optional',
  params: familyParams,
  responses: { 200: z.array(placeSummarySchema) },
});

export const placeContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/places/:placeKey',
  scope: familyScope,
  summary: 'A place and what happened there',
  description: `The place (by its key: the full name in lower case), the levels above it, its sub-places, alternative names and the births, deaths, marriages and events at it or within it. ${livingRule}`,
  tags,
  auth: 'optional',
  params: placeParams,
  responses: { 200: placeSchema },
});

export const personPlacesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/persons/:personId/places',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: "The places of a person's facts",
  description: `The places of the person's birth, death, marriages and events. ${livingRule}`,
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, personId: idParam }),
  responses: { 200: z.array(placeSummarySchema) },
});

export const updatePlaceContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/places/:placeKey',
  scope: familyScope,
  summary: "Edit a place's details",
  description: `Type, coordinates (both or neither), note and alternative names; a place only facts named gets its gazetteer rows (and its parents'). ${editors}`,
  tags,
  auth: 'required',
  params: placeParams,
  body: strictBody(placeInputSchema),
  bodyExample: {
    type: 'town',
    latitude: 9.5916,
    longitude: 76.5222,
    note: null,
    alternativeNames: [{ name: 'കോട്ടയം', language: 'ml' }],
  },
  responses: { 200: placeSchema },
});

export const createPlaceContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/places',
  scope: familyScope,
  summary: 'Add a place',
  description: `Adds a level under a place (by its key), or a country. ${editors}`,
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(newPlaceInputSchema),
  bodyExample: { name: 'Pala', parentKey: 'kottayam, kerala, india' },
  responses: { 201: placeSchema },
});

export const deletePlaceContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/places/:placeKey',
  scope: familyScope,
  summary: "Delete a place's details",
  description: `Deletes the gazetteer row of a place no fact names and no place lies within (a revert brings it back). ${editors}`,
  tags,
  auth: 'required',
  params: placeParams,
  responses: { 204: null },
});

export const renamePlaceContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/places/:placeKey/rename',
  scope: familyScope,
  summary: 'Rename a place',
  description: `Gives the place a new name at its level: every fact naming it or a place within it gets the new text, its gazetteer row the new name (coordinates and alternative names stay). One change in the history, reverted whole. A name another place of that level has is 409 (merge instead). ${editors}`,
  tags,
  auth: 'required',
  params: placeParams,
  body: strictBody(renamePlaceInputSchema),
  bodyExample: { name: 'Kottayam Town' },
  responses: { 200: placeSchema },
});

export const mergePlaceContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/places/:placeKey/merge',
  scope: familyScope,
  summary: 'Merge a place into another',
  description: `Every fact naming the place or a place within it is rewritten to the target's name; the gazetteer rows merge (the target keeps its coordinates, type and note when it has them, else takes the source's; alternative names are joined; sub-places move or merge by name). One change in the history, reverted whole. Answers the target. ${editors}`,
  tags,
  auth: 'required',
  params: placeParams,
  body: strictBody(mergePlaceInputSchema),
  bodyExample: { targetKey: 'kottayam town, kerala, india' },
  responses: { 200: placeSchema },
});
