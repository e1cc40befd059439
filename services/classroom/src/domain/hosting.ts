// Who may host a live game and who may run one (issue 17): educators, admins and premium members create games;
// only a game's host runs it, or an admin.

export type Role = 'ROLE_USER' | 'ROLE_PREMIUM' | 'ROLE_EDUCATOR' | 'ROLE_ADMIN';

const HOST_ROLES: readonly Role[] = ['ROLE_PREMIUM', 'ROLE_EDUCATOR', 'ROLE_ADMIN'];

export function mayHost(role: Role): boolean {
  return HOST_ROLES.includes(role);
}

export function mayRun(game: { hostId: string }, caller: { userId: string; role: Role }): boolean {
  return caller.userId === game.hostId || caller.role === 'ROLE_ADMIN';
}
