// Who sees which of a person's names (issue 41): a username is an account's handle, not what a class calls someone.
// A live game's host (and a teacher) sees full names; the other players see a guest's nickname or a signed-in
// player's first name and initial. Pure, so the services and the web app show people by the same rule.

/** A person's names as the account has them. */
export interface PersonNames {
  firstName: string;
  lastName: string;
}

/** Whoever is looking: the game's host sees full names, another player short ones. */
export type NameViewer = 'host' | 'player';

/** How a player is called in a game: `nickname` to the other players, `name` to the host. */
export interface PlayerNames {
  nickname: string;
  name: string;
}

/** "Tina Levitt": first and last name, white space made single, either missing left out. */
export function fullName(person: PersonNames): string {
  return `${person.firstName} ${person.lastName}`.replace(/\s+/g, ' ').trim();
}

/** "Tina L.": the first name and the last name's first letter (a letter, not half a surrogate pair). */
export function shortName(person: PersonNames): string {
  const first = person.firstName.replace(/\s+/g, ' ').trim();
  const [initial] = Array.from(person.lastName.trim());
  if (initial === undefined) return first;
  return first === '' ? `${initial.toUpperCase()}.` : `${first} ${initial.toUpperCase()}.`;
}

/** A signed-in player's names in a game: the short one for the other players, the full one for the host. */
export function signedInPlayerNames(person: PersonNames): PlayerNames {
  return { nickname: shortName(person), name: fullName(person) };
}

/** A guest is their nickname to everyone, the host too. */
export function guestPlayerNames(nickname: string): PlayerNames {
  return { nickname, name: nickname };
}

/** The name `viewer` sees of a player. */
export function playerNameFor(viewer: NameViewer, player: PlayerNames): string {
  return viewer === 'host' ? player.name : player.nickname;
}
