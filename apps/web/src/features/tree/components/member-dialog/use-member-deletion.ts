import type { MemberDetail } from '@familytree/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSpecText } from '../../../../lib/i18n';
import { useDeleteChildMutation } from '../../api/delete-child';
import { useDeleteSpouseMutation } from '../../api/delete-spouse';
import { memberDetailQueryKey } from '../../api/get-member-detail';
import { parentIdOf } from '../../logic/member-permissions';
import { fullName } from '../../logic/person-name';

export type DeleteRequest = { kind: 'self' } | { kind: 'spouse' | 'child'; personId: number };

interface DeletionOptions {
  detail: MemberDetail | undefined;
  /** The parent the dialog was opened from, when the detail names none. */
  fallbackParentId: number;
  onNotify: (message: string) => void;
  onChanged: () => void;
  /** The member themself is gone: the dialog closes. */
  onSelfDeleted: () => void;
}

/** Asks first, then deletes the member, a spouse or a child (spec parts 4, 6 and 8). */
export function useMemberDeletion(options: DeletionOptions) {
  const { detail, fallbackParentId, onNotify, onChanged, onSelfDeleted } = options;
  const spec = useSpecText().t;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DeleteRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deleteChild = useDeleteChildMutation();
  const deleteSpouse = useDeleteSpouseMutation();
  const clearError = useCallback(() => setError(null), []);

  const run = async (request: DeleteRequest, member: MemberDetail) => {
    const memberId = member.personId;
    if (request.kind === 'spouse') {
      await deleteSpouse.mutateAsync({ memberId, spouseId: request.personId });
    } else if (request.kind === 'child') {
      await deleteChild.mutateAsync({ memberId, childId: request.personId });
    } else {
      const parentId = parentIdOf(member, fallbackParentId);
      await deleteChild.mutateAsync({ memberId: parentId, childId: memberId });
    }
  };

  const confirm = async () => {
    if (!pending || !detail) return;
    const request = pending;
    setError(null);
    try {
      await run(request, detail);
      setPending(null);
      onChanged();
      onNotify(spec('member.deleted'));
      if (request.kind === 'self') onSelfDeleted();
      else await queryClient.invalidateQueries({ queryKey: memberDetailQueryKey(detail.personId) });
    } catch (failure) {
      setPending(null);
      setError((failure as Error).message);
    }
  };

  // The confirmation names who goes (issue 17): the member, or the spouse or child chosen.
  const relative =
    pending && pending.kind !== 'self'
      ? [...(detail?.spouses ?? []), ...(detail?.children ?? [])].find(
          (r) => r.personId === pending.personId,
        )
      : detail;
  const pendingName = pending && relative ? fullName(relative) : null;

  return {
    pending,
    pendingName,
    busy: deleteChild.isPending || deleteSpouse.isPending,
    error,
    clearError,
    ask: (request: DeleteRequest) => setPending(request),
    cancel: () => setPending(null),
    confirm,
  };
}
