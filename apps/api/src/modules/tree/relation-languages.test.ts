import { apiPaths, type RelationResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { buildRelationFamily, type Family, type Who } from './relation.fixture.js';

// Issue 31: the relation call answers in the request's language: `lang` wins over
// Accept-Language; a language the product does not speak falls back to the next.

let t: TestContext;
let family: TestFamily;
let f: Family;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const other = await createFamily(t.context);
  f = await buildRelationFamily(t.context, family.familyId, other.familyId);
});
afterAll(() => t?.close());

async function ask(first: Who, second: Who, options: { lang?: string; accept?: string } = {}) {
  const lang = options.lang ? `&lang=${options.lang}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: `${apiPaths.relation(family.familyId)}?firstPerson=${f[first]}&secondPerson=${f[second]}${lang}`,
    headers: options.accept ? { 'accept-language': options.accept } : {},
  });
  return res;
}
const sentence = async (first: Who, second: Who, options: { lang?: string; accept?: string }) => {
  const res = await ask(first, second, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RelationResponse>();
};

describe('the relation in the request’s language', () => {
  it('names it in each of the product’s languages with lang=', async () => {
    const answers: Record<string, string> = {};
    for (const lang of ['en', 'de', 'fr', 'es', 'pt', 'nl', 'it', 'pl'])
      answers[lang] = (await sentence('dan', 'ella', { lang })).relationship;
    expect(answers).toEqual({
      en: "Dan is Ella's uncle",
      de: 'Dan ist der Onkel von Ella',
      fr: "Dan est l'oncle d'Ella",
      es: 'Dan es tío de Ella',
      pt: 'Dan é tio de Ella',
      nl: 'Dan is de oom van Ella',
      it: 'Dan è lo zio di Ella',
      // Ella's mother is Dan's sister: her mother's brother, "wuj" (a father's brother is "stryj").
      pl: 'Dan to wuj (wujek) osoby Ella',
    });
  });

  it('follows Accept-Language, and lang wins over it', async () => {
    const french = await sentence('ed', 'ian', { accept: 'fr-CH, fr;q=0.9, en;q=0.8' });
    const italian = await sentence('ed', 'ian', { accept: 'fr', lang: 'it' });
    expect([french.relationship, italian.relationship]).toEqual([
      "Ed est l'arrière-grand-père d'Ian",
      'Ed è il bisnonno di Ian',
    ]);
  });

  it('falls back past a language it does not speak, to English at last', async () => {
    const polish = await sentence('gus', 'ian', { accept: 'pl', lang: 'xx' });
    const english = await sentence('gus', 'ian', { accept: 'tlh, x-klingon' });
    expect([polish.relationship, english.relationship]).toEqual([
      'Gus to ojciec osoby Ian',
      "Gus is Ian's father",
    ]);
  });

  it('names the relations of the list and the summary in the language', async () => {
    const german = await sentence('olga', 'fay', { lang: 'de' });
    expect(german.relations.map((r) => r.relationship)).toEqual([
      'Olga ist die Stiefmutter von Fay',
    ]);
    expect(german.summary).toBe('Olga ist die Stiefmutter von Fay');
  });
});
