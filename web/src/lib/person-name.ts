// How the app names a person (the signed-in user in the menu, a team's members, an assignment's students): their
// full name, or their username when they gave none.

export interface NamedPerson {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

export function personName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}
