import type { FastifyInstance } from 'fastify';
import { maxJsonDepth, maxJsonValues, messages } from '@familytree/shared';
import { invalidInput } from './errors.js';

const openBracket = 0x5b; // [
const closeBracket = 0x5d; // ]
const openBrace = 0x7b; // {
const closeBrace = 0x7d; // }
const quote = 0x22; // "
const backslash = 0x5c; // \

const comma = 0x2c; // ,

/**
 * What is wrong with the shape of JSON text before it is parsed, read in one pass: nesting deeper
 * than `maxJsonDepth`, or more than `maxJsonValues` values (a comma or a bracket outside strings
 * starts one). Brackets and commas inside strings are text. Malformed text is left to the parser,
 * except that an unclosed run of brackets deeper than the bound is already too deep.
 */
export function jsonShapeProblem(text: string): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === backslash) i++;
      else if (c === quote) inString = false;
    } else if (c === quote) {
      inString = true;
    } else if (c === openBracket || c === openBrace) {
      if (++depth > maxJsonDepth) return messages.input.nestedTooDeep;
      if (++values > maxJsonValues) return messages.input.tooManyValues;
    } else if (c === closeBracket || c === closeBrace) {
      depth--;
    } else if (c === comma) {
      if (++values > maxJsonValues) return messages.input.tooManyValues;
    }
  }
  return null;
}

/**
 * JSON bodies are checked for depth and size before they are parsed, so that no later walk over a
 * body (the input guard, the contract's validation, the error's field names) can run out of stack
 * or cost more than a few milliseconds: a megabyte nested half a million deep once held a core for
 * 30 s, and one object of 90,000 keys cost 280 ms.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) done(invalidInput({ _: problem }), undefined);
    // Fastify's default JSON parser is the callback kind (it answers through done); its type also
    // allows a promise-returning parser, which this one never is.
    else void parseJson(request, body as string, done);
  });
}
