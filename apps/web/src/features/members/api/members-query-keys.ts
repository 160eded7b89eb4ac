/** Every query of the members feature starts with this, so a profile save can refresh them all. */
export const membersQueryRoot = ['members'] as const;
