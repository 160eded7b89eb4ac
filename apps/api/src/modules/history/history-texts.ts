import { stampText } from '@familytree/shared';
import { serverText, type UserText } from '../../infra/user-text.js';

/**
 * The refusals of edits and reverts that name who changed what and when, as catalog messages
 * (apps/api/src/messages): `what` and `rule` are texts themselves, `at` is the record's stamp
 * ("2026-03-14 09:30 UTC", the same in every language), `who` the name the record keeps.
 */
export const historyTexts = {
  someone: () => serverText('history.someone'),
  staleVersion: (who: UserText, at: string) =>
    serverText('history.staleVersion', { who, at: stampText(at) }),
  changedBy: (who: UserText) => serverText('history.changedBy', { who }),
  newerChange: (who: string, at: string) =>
    serverText('history.newerChange', { who, at: stampText(at) }),
  dependsOnLater: (what: UserText, who: string, at: string) =>
    serverText('history.dependsOnLater', { what, who, at: stampText(at) }),
  dependsOn: (what: UserText) => serverText('history.dependsOn', { what }),
  breaksRule: (rule: UserText) => serverText('history.breaksRule', { rule }),
  imageGone: (what: UserText) => serverText('history.imageGone', { what }),
};
