import type { QueryClient } from '@tanstack/react-query';

/** Every query of the tree feature (and of views built on it) starts with this. */
export const treeQueryRoot = ['tree'] as const;

/** Queries about rights and choices, not persons: a save or a delete leaves them as they are. */
const unaffectedByPersonEdits = new Set<unknown>([
  'can-edit',
  'branch-admin-of',
  'selectable-branch-admins',
  'linkable-families',
]);

/**
 * Reloads everything that shows persons (the family tree first of all, and any member tree or
 * search under the same root) after a save or a delete.
 */
export function invalidateAfterPersonEdits(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: treeQueryRoot,
    predicate: (query) => !unaffectedByPersonEdits.has(query.queryKey[1]),
  });
}
