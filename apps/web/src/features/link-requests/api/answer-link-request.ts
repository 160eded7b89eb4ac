import {
  acceptLinkRequestContract,
  cancelLinkRequestContract,
  declineLinkRequestContract,
  type LinkRequest,
} from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAfterPersonEdits } from '../../tree';
import { linkRequestsRoot } from './get-link-requests';

export type LinkRequestAnswer = 'accept' | 'decline' | 'cancel';

export interface AnswerLinkRequestVariables {
  id: number;
  answer: LinkRequestAnswer;
}

export const answerLinkRequest = ({
  id,
  answer,
}: AnswerLinkRequestVariables): Promise<LinkRequest | void> =>
  answer === 'cancel'
    ? apiRequest(cancelLinkRequestContract, { params: { id } })
    : apiRequest(answer === 'accept' ? acceptLinkRequestContract : declineLinkRequestContract, {
        params: { id },
      });

/** Accept or decline (the asked family), or cancel (the asking family); an accept changes the tree. */
export function useAnswerLinkRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLinkRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linkRequestsRoot }),
        invalidateAfterPersonEdits(queryClient),
      ]),
  });
}
