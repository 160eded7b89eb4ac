import { apiPaths, type LoginRequest } from '@familytree/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PlatformLoginResponse {
  token: string;
  firstName: string;
  lastName: string;
}

export const platformLogin = (body: LoginRequest) =>
  apiRequest<PlatformLoginResponse>('POST', apiPaths.platformLogin, { body, token: null });

/** /admin's login: a platform admin's credentials, checked on the server (design.md). */
export function usePlatformLoginMutation() {
  return useMutation({ mutationFn: platformLogin });
}
