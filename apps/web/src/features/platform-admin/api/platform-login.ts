import { type LoginRequest, platformLoginContract } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PlatformLoginResponse {
  token: string;
  firstName: string;
  lastName: string;
}

export const platformLogin = (body: LoginRequest) =>
  apiRequest(platformLoginContract, { body, token: null });

/** /admin's login: a platform admin's credentials, checked on the server (design.md). */
export function usePlatformLoginMutation() {
  return useMutation({ mutationFn: platformLogin });
}
