import { historyMessages, messages } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractMessages } from '../contracts/messages/index.js';
import { mailMessages } from '../mails/messages/index.js';
import { serverMessages } from '../messages/index.js';
import { historyTexts } from '../modules/history/history-texts.js';
import { invalidInput, type AppError } from './errors.js';
import { contractText, localize, messageOfEnglish, serverText } from './user-text.js';
import { fieldErrors, parseOptions } from './validation.js';

describe('English found back to its message', () => {
  it('finds a spec text, a spec text with a value and a contract text with a limit', () => {
    expect(messageOfEnglish(messages.login.emailInvalid)).toMatchObject({
      key: 'login.emailInvalid',
    });
    expect(messageOfEnglish(messages.linkRequests.sent('The Koshys'))).toMatchObject({
      key: 'linkRequests.sent',
      values: { familyName: 'The Koshys' },
    });
    expect(messageOfEnglish('Use at most 63 characters')).toMatchObject({
      key: 'field.tooLong',
      values: { max: '63' },
    });
    expect(messageOfEnglish('Anna, who is not a text of any catalog')).toBeNull();
  });

  it('renders them in a language, and leaves any other text as it is', async () => {
    expect(await localize('Use at most 63 characters', 'de')).toBe(
      'Verwenden Sie höchstens 63 Zeichen',
    );
    expect(await localize(messages.linkRequests.sent('The Koshys'), 'it')).toBe(
      'È stata inviata una richiesta di collegamento a The Koshys. Il coniuge comparirà quando l’amministratore di quella famiglia l’avrà accettata.',
    );
    expect(await localize('Anna', 'de')).toBe('Anna');
    expect(await localize('Use at most 63 characters', 'en')).toBe('Use at most 63 characters');
  });
});

describe("the server's English", () => {
  // English is formatted without intl-messageformat (loaded only with a language that needs it):
  // a plural or a tag in English would be sent as written.
  it.each([serverMessages, contractMessages, mailMessages])(
    '$name has simple messages only',
    (ns) => {
      const complex = Object.entries(ns.en).filter(
        ([, text]) => !/^(?:[^{}'<]|''|\{[A-Za-z_][A-Za-z0-9_]*\})*$/.test(text),
      );
      expect(complex).toEqual([]);
    },
  );
});

describe('keyed texts', () => {
  it('keep their English and render a text inside a text in the same language', async () => {
    const text = historyTexts.breaksRule(contractText('places.hasFacts'));
    expect(text.english).toBe(
      'This change cannot be reverted: Facts still name this place: it cannot be deleted.',
    );
    expect(await localize(text, 'nl')).toBe(
      'Deze wijziging kan niet worden teruggedraaid: Gegevens noemen deze plaats nog: ze kan niet worden verwijderd.',
    );
  });

  it('say in English what the shared messages say', () => {
    const at = '2026-03-14T09:30:00.000Z';
    expect(historyTexts.staleVersion('Mary', at).english).toBe(
      historyMessages.staleVersion('Mary', at),
    );
    expect(historyTexts.dependsOnLater(serverText('history.whatSpouse'), 'Mary', at).english).toBe(
      historyMessages.dependsOnLater('a spouse linked to them', 'Mary', at),
    );
    expect(serverText('request.ifMatch', { example: '<number>' }).english).toBe(
      'Send the version you loaded as If-Match: "<number>"',
    );
  });

  it('give an error its English message and fields, and the answer in a language', async () => {
    const error = invalidInput({ childOrder: serverText('tree.childOrderRange', { max: '3' }) });
    expect(error.toBody()).toEqual({
      message: 'Child order must be between 1 and 3',
      code: 'INVALID_INPUT',
      fields: { childOrder: 'Child order must be between 1 and 3' },
    });
    expect(await error.bodyIn('hi')).toEqual({
      message: 'भाई-बहनों में क्रम 1 से 3 के बीच होना चाहिए',
      code: 'INVALID_INPUT',
      fields: { childOrder: 'भाई-बहनों में क्रम 1 से 3 के बीच होना चाहिए' },
    });
  });
});

describe("Zod's own messages", () => {
  const refusal = () => {
    const result = z.object({ count: z.number() }).safeParse({ count: 'two' }, parseOptions);
    return invalidInput(fieldErrors(result.error!.issues));
  };

  it('come in the languages Zod speaks, and in Malayalam from our own messages', async () => {
    const error: AppError = refusal();
    expect(error.fields).toEqual({ count: 'Invalid input: expected number, received string' });
    expect((await error.bodyIn('de')).fields).toEqual({
      count: 'Ungültige Eingabe: erwartet Zahl, erhalten string',
    });
    expect((await error.bodyIn('ml')).fields).toEqual({
      count: 'അസാധുവായ ഇൻപുട്ട്: സംഖ്യ പ്രതീക്ഷിച്ചു, ലഭിച്ചത് വാചകം',
    });
  });
});
