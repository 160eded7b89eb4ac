import { logoutContract } from '@familytree/shared';
import { apiRequest } from '../../../lib/api-client';

/** Ends the platform admin's server session; the caller forgets the token either way. */
export const platformLogout = (token: string) =>
  apiRequest(logoutContract, { token }).catch(() => undefined);
