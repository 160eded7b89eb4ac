import {
  saveAboutContract,
  saveAddressContactContract,
  saveBasicDetailsContract,
  saveCoverPhotoContract,
  saveEducationProfessionContract,
  saveProfilePhotoContract,
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

const saveContracts = {
  saveBasicDetails: saveBasicDetailsContract,
  saveProfilePhoto: saveProfilePhotoContract,
  saveCoverPhoto: saveCoverPhotoContract,
  saveAddressContact: saveAddressContactContract,
  saveEducationProfession: saveEducationProfessionContract,
  saveAbout: saveAboutContract,
} as const;

/** POST /api/member/{id}/{save}; answers with the saved profile. */
export const saveProfile = <K extends ProfileSave>(
  id: number,
  save: K,
  body: ProfileSaveBodies[K],
): Promise<MemberProfile> =>
  // ProfileSaveBodies[K] is the body of saveContracts[K]; TypeScript cannot relate the two
  // through K, so the call is typed as one of the six.
  apiRequest(saveContracts[save] as typeof saveAboutContract, {
    params: { id },
    body: body as About,
  });

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
