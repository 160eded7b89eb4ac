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
  profileSaveSections,
} from '@familytree/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { membersQueryRoot } from '../../members';
import { treeQueryRoot } from '../../tree';
import { fetchMemberProfile, memberProfileQueryKey } from './get-member-profile';
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

/** POST /api/member/{id}/{save} with the tab's version it was based on; answers the saved profile. */
export const saveProfile = <K extends ProfileSave>(
  id: number,
  save: K,
  body: ProfileSaveBodies[K] & { version: number },
): Promise<MemberProfile> =>
  // ProfileSaveBodies[K] is the body of saveContracts[K]; TypeScript cannot relate the two
  // through K, so the call is typed as one of the six.
  apiRequest(saveContracts[save] as typeof saveAboutContract, {
    params: { id },
    body: body as About & { version: number },
  });

/**
 * One of the profile saves. The saved profile replaces the cached one at once; names and photos
 * also show in the tree and the member cards, so those refresh too.
 *
 * The tab's version is the one of the profile the editor opened (not of a later background
 * refetch): a save after someone else's is refused (409), never silently over it
 * (docs/decisions/0023). A save moves it on; `reload` takes the newest profile and its version.
 */
export function useSaveProfileMutation<K extends ProfileSave>(id: number, save: K) {
  const queryClient = useQueryClient();
  const viewerId = useSession()?.userId ?? null;
  const section = profileSaveSections[save];
  const key = memberProfileQueryKey(id, viewerId);
  const version = useRef<number | null>(null);
  version.current ??= queryClient.getQueryData<MemberProfile>(key)?.versions?.[section] ?? 0;
  const mutation = useMutation({
    mutationFn: (body: ProfileSaveBodies[K]) =>
      saveProfile(id, save, { ...body, version: version.current ?? 0 }),
    onSuccess: (profile) => {
      version.current = profile.versions?.[section] ?? 0;
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
  /** The profile as it is now, for an editor that lost a race: its values and its version. */
  const reload = async (): Promise<MemberProfile> => {
    const profile = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) => fetchMemberProfile(id, signal),
      staleTime: 0,
    });
    version.current = profile.versions?.[section] ?? 0;
    return profile;
  };
  return Object.assign(mutation, { reload });
}
