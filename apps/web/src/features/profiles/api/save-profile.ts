import {
  apiPaths,
  type About,
  type AddressContact,
  type BasicDetails,
  type EducationProfession,
  type MemberProfile,
} from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { membersQueryRoot } from '../../members';
import { treeQueryRoot } from '../../tree';
import { memberProfileQueryKey } from './get-member-profile';
import { profilesQueryRoot } from './profile-query-keys';

/** The body of each of the six profile saves (spec part 7, "Member profile"). */
export interface ProfileSaveBodies {
  saveBasicDetails: BasicDetails;
  saveProfilePhoto: { photo: string };
  saveCoverPhoto: { coverPhoto: string };
  saveAddressContact: AddressContact;
  saveEducationProfession: EducationProfession;
  saveAbout: About;
}
export type ProfileSave = keyof ProfileSaveBodies;

/** POST /api/member/{id}/{save}; answers with the saved profile. */
export const saveProfile = <K extends ProfileSave>(
  id: number,
  save: K,
  body: ProfileSaveBodies[K],
) => apiRequest<MemberProfile>('POST', apiPaths.profileSave(id, save), { body });

/**
 * One of the profile saves. The saved profile replaces the cached one at once; names and photos
 * also show in the tree and the member cards, so those refresh too.
 */
export function useSaveProfileMutation<K extends ProfileSave>(id: number, save: K) {
  const queryClient = useQueryClient();
  const viewerId = useSession()?.userId ?? null;
  return useMutation({
    mutationFn: (body: ProfileSaveBodies[K]) => saveProfile(id, save, body),
    onSuccess: (profile) => {
      queryClient.setQueryData(memberProfileQueryKey(id, viewerId), profile);
      // The same profile as other viewers see it (say, after logging out) is stale now.
      void queryClient.invalidateQueries({
        queryKey: [...profilesQueryRoot, 'profile', id],
        predicate: (query) => query.queryKey[3] !== viewerId,
      });
      void queryClient.invalidateQueries({ queryKey: treeQueryRoot });
      void queryClient.invalidateQueries({ queryKey: membersQueryRoot });
    },
  });
}
