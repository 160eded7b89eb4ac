/** Every query of the profiles feature starts with this, so a save can refresh them together. */
export const profilesQueryRoot = ['profiles'] as const;
