interface Named {
  firstName: string;
  middleName?: string | null;
  lastName: string;
}

export function fullName({ firstName, middleName, lastName }: Named): string {
  return [firstName, middleName, lastName].filter((part) => part && part.trim()).join(' ');
}

/** Up to two letters for an avatar without a photo. */
export function initials({ firstName, lastName }: Named): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}
