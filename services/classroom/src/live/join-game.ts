// Joining a live game by its PIN, as a guest from a device under a nickname or signed in under one's names (the host
// sees the full name, the other players the first name and initial: issue 41), and the player a token names
// afterwards. The guard counts wrong PINs and joins (join-guard.ts); a team's game admits its members.
import {
  ClassroomErrorCode,
  cleanNickname,
  guestPlayerNames,
  isValidNickname,
  type JoinRequest,
  type JoinResponse,
  nicknameKey,
  type PlayerNames,
  signedInPlayerNames,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Clock, epochMs } from '@quizdrill/service-kit';
import type { Teams } from '../teams/teams.js';
import { gameEnded, playerRemoved, playerTokenInvalid } from './errors.js';
import type { LiveFanOut } from './fan-out.js';
import { deviceRequired, type JoinClient, type JoinGuard } from './join-guard.js';
import { newPlayerToken, playerTokenHash } from './player-tokens.js';
import type { GameStateStore } from './store/game-state.store.js';

export interface JoinGameDependencies {
  state: GameStateStore;
  guard: JoinGuard;
  teams: Teams;
  fanOut: LiveFanOut;
  clock: Clock;
}

export class JoinGame {
  constructor(private readonly deps: JoinGameDependencies) {}

  /**
   * Joins by PIN: a guest from the device the join page gave their browser, a signed-in player under their names
   * (from the classroom's view of people, asked from auth when it has none). The guard counts wrong PINs and joins (join-guard.ts).
   */
  async join(
    request: JoinRequest,
    caller: Caller | undefined,
    from: { address: string; device: string | undefined },
  ): Promise<JoinResponse> {
    const { state, guard, fanOut, clock } = this.deps;
    if (!caller && !from.device) throw deviceRequired();
    const guestNickname = cleanNickname(request.nickname ?? '');
    const client: JoinClient = { ...from, userId: caller?.userId };
    const attempt = await guard.tryPin(client, epochMs(clock));
    const held = await state.gameOfPin(request.pin);
    if (!held) throw new AppError(404, ClassroomErrorCode.gameNotFound, `No game has the PIN ${request.pin}`);
    await guard.pinRight(attempt);
    if (held.ended) throw gameEnded();
    if (caller) await this.admitTeamMember(held.gameId, caller);
    if (!caller) {
      if (guestNickname === '') {
        throw AppError.badRequest(
          'Choose a nickname to join as a guest',
          ClassroomErrorCode.nicknameRequired,
        );
      }
      if (!isValidNickname(guestNickname)) {
        throw AppError.badRequest(
          'A nickname is 1–20 characters of ordinary text',
          ClassroomErrorCode.nicknameInvalid,
        );
      }
    }
    const names: PlayerNames = caller ? await this.namesOf(caller) : guestPlayerNames(guestNickname);
    await guard.takeJoin(client, epochMs(clock));
    const playerToken = newPlayerToken();
    const joined = await state.join(
      held.gameId,
      {
        userId: caller?.userId ?? null,
        username: caller?.username ?? null,
        nickname: names.nickname,
        nicknameKey: nicknameKey(names.nickname),
        name: names.name,
        device: from.device,
      },
      playerTokenHash(playerToken),
    );
    // Only a new player spends a join: a name taken or a full game leaves the budget as it was.
    if (joined.status !== 'joined') await guard.joinBack(client);
    switch (joined.status) {
      case 'joined':
        fanOut.publish(held.gameId, {
          kind: 'joined',
          playerId: joined.playerId,
          nickname: names.name,
          players: joined.players,
          sentAt: epochMs(clock),
        });
        return { gameId: held.gameId, playerId: joined.playerId, playerToken, nickname: joined.nickname };
      case 'rejoined':
        return { gameId: held.gameId, playerId: joined.playerId, playerToken, nickname: joined.nickname };
      case 'ended':
        throw gameEnded();
      case 'missing':
        // The PIN named a game whose state is gone: to the player it is over.
        throw gameEnded();
      case 'guests_not_allowed':
        throw new AppError(
          403,
          ClassroomErrorCode.guestsNotAllowed,
          'This game is for signed-in players only; log in to join',
        );
      case 'removed':
        throw playerRemoved();
      case 'full':
        throw AppError.conflict(
          `The game is full (at most ${joined.maxPlayers} players)`,
          ClassroomErrorCode.gameFull,
        );
      case 'name_taken':
        throw AppError.conflict(
          `Someone in this game is already called ${names.nickname}; choose another nickname`,
          ClassroomErrorCode.nicknameTaken,
        );
    }
  }

  /** The player a token belongs to in this game (the events stream's check). */
  async playerOf(gameId: string, playerToken: string): Promise<string> {
    const player = await this.deps.state.playerOfToken(gameId, playerTokenHash(playerToken));
    if (!player) throw playerTokenInvalid();
    if (player.removed) throw playerRemoved();
    return player.playerId;
  }

  /** A signed-in player's names in the game: their first name and initial to the others, full name to the host. */
  private async namesOf(caller: Caller): Promise<PlayerNames> {
    const person = (await this.deps.teams.namesOf([caller.userId])).get(caller.userId);
    if (!person) throw AppError.unauthorized('This account no longer exists');
    return signedInPlayerNames(person);
  }

  /** A team game admits its team's members only (guests are refused by the game's no-guests rule). */
  private async admitTeamMember(gameId: string, caller: Caller): Promise<void> {
    const groupId = await this.deps.state.groupOf(gameId);
    if (groupId === null || (await this.deps.teams.isMember(groupId, caller.userId))) return;
    throw new AppError(
      403,
      ClassroomErrorCode.notTeamMember,
      'This game is for the members of a team you are not in',
    );
  }
}
