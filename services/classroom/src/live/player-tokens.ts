// Player tokens: 32 random bytes, handed to the player once; Redis keeps only their SHA-256, so a copy of Redis
// lets nobody answer for a player. A token belongs to one game (it is looked up among that game's tokens only).
import { createHash, randomBytes } from 'node:crypto';

export function newPlayerToken(): string {
  return randomBytes(32).toString('base64url');
}

export function playerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
