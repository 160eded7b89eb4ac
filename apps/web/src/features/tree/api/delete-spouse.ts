import { deleteSpouseContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DeleteSpouseVariables {
  memberId: number;
  spouseId: number;
}

export const deleteSpouse = ({ memberId, spouseId }: DeleteSpouseVariables) =>
  apiRequest(deleteSpouseContract, { params: { memberId, spouseId } });

export function useDeleteSpouseMutation() {
  return useMutation({ mutationFn: deleteSpouse });
}
