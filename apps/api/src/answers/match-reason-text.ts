import type { MatchReason } from '../modules/matching/index.js';
import type { AnswerKey, AnswerTexts } from './answer-texts.js';

/**
 * A reason of the matching engine said in the answer's language: one set of texts
 * (`matchReason.<code>`, with the values compared) for Find duplicates and the import into an
 * existing family, so both say the same reason alike (issue 33).
 */
export const matchReasonText = (texts: AnswerTexts, reason: MatchReason): string =>
  texts(`matchReason.${reason.code}` as AnswerKey, reason.values ?? {});
