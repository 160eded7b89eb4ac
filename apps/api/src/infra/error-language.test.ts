import { apiPaths, errorCodes } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPerson } from '../modules/tree/tree.test-helpers.js';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  platformAdminToken,
  uniqueEmail,
  uniqueName,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';

// Issue 31: every refusal answers in the request's language (`lang`, else Accept-Language, else
// English): its message and each field's message, from the spec, contracts and server catalogs.

let t: TestContext;
let family: TestFamily;
let token: string;
let platformToken: string;
let anna: number;
let zed: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, family.admin.password);
  platformToken = await platformAdminToken(t.app, t.context);
  anna = await addPerson(t.context, family.familyId, { first: 'Anna' });
  zed = await addPerson(t.context, family.familyId, { first: 'Zed' });
});

afterAll(async () => {
  await t?.close();
});

const badLogin = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: apiPaths.login, headers, payload: { email: 'x' } });

const badFounder = (language: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.founder(family.familyId),
    headers: { ...bearer(token), 'accept-language': language },
    payload: { firstName: ' ', lastName: '', gender: 'X' },
  });

const relation = (query: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${apiPaths.relation(family.familyId)}?firstPerson=${anna}&secondPerson=${zed}${query}`,
    headers,
  });

describe('a validation refusal', () => {
  it('answers in German for Accept-Language: de-DE, message and fields', async () => {
    const res = await badLogin({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Geben Sie eine gültige E-Mail-Adresse ein',
      code: errorCodes.invalidInput,
      fields: {
        email: 'Geben Sie eine gültige E-Mail-Adresse ein',
        password: 'Passwort ist erforderlich',
      },
    });
  });

  it('answers in Malayalam, the contracts’ texts too', async () => {
    const res = await badFounder('ml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'പേരിന്റെ ആദ്യഭാഗം നിർബന്ധമാണ്',
      code: errorCodes.invalidInput,
      fields: {
        firstName: 'പേരിന്റെ ആദ്യഭാഗം നിർബന്ധമാണ്',
        lastName: 'കുടുംബപ്പേര് നിർബന്ധമാണ്',
        gender: 'ലിംഗം നിർബന്ധമാണ്',
      },
    });
  });

  it('answers a body that is not JSON in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'accept-language': 'es', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'El cuerpo de la solicitud no es un JSON válido.',
      code: errorCodes.invalidInput,
    });
  });
});

describe('a refusal with values', () => {
  it('answers a not-found naming two persons in French', async () => {
    const res = await relation('', { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "Anna et Zed n'ont aucun lien de parenté dans cet arbre généalogique.",
      code: errorCodes.notFound,
    });
  });

  it('answers a conflict naming the sub-domain in French, from the server catalog', async () => {
    const domainName = uniqueName('fr');
    const create = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.platformFamilies,
        headers: { ...bearer(platformToken), 'accept-language': language },
        payload: {
          name: 'Famille',
          domainName,
          adminEmail: uniqueEmail('fr'),
          adminFirstName: 'Fleur',
          adminLastName: 'Famille',
        },
      });
    expect((await create('fr')).statusCode).toBe(201);
    const res = await create('fr');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Le sous-domaine «\u00a0${domainName}\u00a0» est déjà pris`,
      code: errorCodes.conflict,
    });
    expect((await create('en')).json().message).toBe(
      `The sub-domain '${domainName}' is already taken`,
    );
  });
});

describe('choosing the language', () => {
  it('lets lang= win over Accept-Language where a call takes it', async () => {
    const res = await relation('&lang=fr', { 'accept-language': 'de' });
    expect(res.json().message).toBe(
      "Anna et Zed n'ont aucun lien de parenté dans cet arbre généalogique.",
    );
    const german = await relation('', { 'accept-language': 'de' });
    expect(german.json().message).toBe('Anna und Zed sind in diesem Stammbaum nicht verwandt.');
  });

  it('falls back to English for a language the product does not speak', async () => {
    const english = await badLogin();
    for (const language of ['sw', 'tlh, x-klingon;q=0.8', '*', 'de;q=0'])
      expect((await badLogin({ 'accept-language': language })).body).toBe(english.body);
    expect((await relation('&lang=sw', {})).json().message).toBe(
      'Anna and Zed are not related in this family tree.',
    );
  });

  it('leaves English byte for byte as it was', async () => {
    const english = await badLogin();
    expect(english.body).toBe(
      '{"message":"Enter a valid email","code":"INVALID_INPUT","fields":{"email":"Enter a valid email","password":"Password is required"}}',
    );
    expect((await badLogin({ 'accept-language': 'en-GB' })).body).toBe(english.body);
    expect((await badFounder('en')).json()).toEqual({
      message: 'First name is required',
      code: errorCodes.invalidInput,
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        gender: 'Gender is required',
      },
    });
  });
});

describe('answers that are not refusals', () => {
  it('sends a success message in the language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.passwordReset,
      headers: { 'accept-language': 'pl' },
      payload: { email: uniqueEmail('nobody') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Jeśli istnieje konto z tym adresem e-mail, wysłaliśmy na niego link do ustawienia nowego hasła. Link jest ważny przez godzinę.',
    );
  });
});
