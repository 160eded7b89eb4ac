import { apiPaths } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DeleteSpouseVariables {
  memberId: number;
  spouseId: number;
}

export const deleteSpouse = ({ memberId, spouseId }: DeleteSpouseVariables) =>
  apiRequest<void>('DELETE', apiPaths.deleteSpouse(memberId, spouseId));

export function useDeleteSpouseMutation() {
  return useMutation({ mutationFn: deleteSpouse });
}
