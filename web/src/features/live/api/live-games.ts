// The classroom service's live games (/api/v2/live/*): the host's calls with the account token, the players' with
// their game's player token. A 403 from here means "not your game", never a dead session: only 401 ends it, and a
// call made with a player token never touches the session at all.
import type {
  CreateGameRequest,
  CreateGameResponse,
  GameResults,
  GameSummary,
  GameView,
  HostAction,
  JoinResponse,
} from '@quizdrill/contracts/types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, type RequestOptions } from '@/lib/api-client';
import { fileNameFromDisposition, saveBlob } from '@/lib/save-file';
import type { LiveSeat } from '@/lib/storage';

/** The host's calls: an expired session (401) ends it, a game that is not theirs (403) does not. */
export const HOST_CALL: Pick<RequestOptions, 'sessionEndsOn'> = { sessionEndsOn: [401] };

/** A player's calls carry `Player <token>` instead of the account's token. */
export function playerCall(seat: Pick<LiveSeat, 'playerToken'>): Pick<RequestOptions, 'authorization'> {
  return { authorization: `Player ${seat.playerToken}` };
}

const gamePath = (gameId: string) => `/api/v2/live/games/${encodeURIComponent(gameId)}`;

export const liveQueryKeys = {
  all: ['live'] as const,
  games: ['live', 'games'] as const,
  results: (gameId: string) => ['live', 'results', gameId] as const,
};

export function createGame(request: CreateGameRequest): Promise<CreateGameResponse> {
  return apiClient.post<CreateGameResponse>('/api/v2/live/games', request, HOST_CALL);
}

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveQueryKeys.games }),
  });
}

/** This page's call for its device, once: every join waits for it. */
let device: Promise<unknown> | undefined;

/**
 * The join page's device (issue 39): an HttpOnly cookie the classroom service sets for this browser, asked for as
 * the page opens, before any PIN is typed. A guest joins with it, so their wrong PINs and joins count against this
 * browser, not against the school network the whole class shares. A refusal is asked again at the next join.
 */
export function ensureDevice(): Promise<unknown> {
  device ??= apiClient.post('/api/v2/live/join/device', undefined, { sessionEndsOn: [] }).catch((error) => {
    device = undefined;
    throw error;
  });
  return device;
}

/**
 * Joins by PIN: signed in, the account's token goes along and the player is named by the username; a guest sends a
 * nickname. A refused account token (401) is a join refused, not a logout: the guest form is still there.
 */
export async function joinGame(pin: string, nickname: string | undefined): Promise<JoinResponse> {
  await ensureDevice();
  return apiClient.post<JoinResponse>(
    '/api/v2/live/join',
    nickname === undefined ? { pin } : { pin, nickname },
    { sessionEndsOn: [] },
  );
}

export function answerQuestion(seat: LiveSeat, questionIndex: number, answer: string): Promise<unknown> {
  return apiClient.post(`${gamePath(seat.gameId)}/answer`, { questionIndex, answer }, playerCall(seat));
}

export function hostAction(gameId: string, action: HostAction): Promise<GameView> {
  return apiClient.post<GameView>(`${gamePath(gameId)}/${action}`, undefined, HOST_CALL);
}

export function useHostAction(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: HostAction) => hostAction(gameId, action),
    onSuccess: (_view, action) => {
      if (action === 'end' || action === 'next')
        void queryClient.invalidateQueries({ queryKey: liveQueryKeys.all });
    },
  });
}

export function removePlayer(gameId: string, playerId: string): Promise<unknown> {
  return apiClient.delete(`${gamePath(gameId)}/players/${encodeURIComponent(playerId)}`, HOST_CALL);
}

export function useRemovePlayer(gameId: string) {
  return useMutation({ mutationFn: (playerId: string) => removePlayer(gameId, playerId) });
}

export function getGames(signal?: AbortSignal): Promise<GameSummary[]> {
  return apiClient.get<GameSummary[]>('/api/v2/live/games', { ...HOST_CALL, signal });
}

export const gamesQueryOptions = queryOptions({
  queryKey: liveQueryKeys.games,
  queryFn: ({ signal }) => getGames(signal),
});

export function useGames() {
  return useQuery(gamesQueryOptions);
}

export function getResults(gameId: string, signal?: AbortSignal): Promise<GameResults> {
  return apiClient.get<GameResults>(`${gamePath(gameId)}/results`, { ...HOST_CALL, signal });
}

export function resultsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: liveQueryKeys.results(gameId),
    queryFn: ({ signal }) => getResults(gameId, signal),
  });
}

export function useResults(gameId: string, enabled = true) {
  return useQuery({ ...resultsQueryOptions(gameId), enabled });
}

/**
 * Downloads the results as CSV (headings in `language`). Fetched with the token (a plain link cannot send it) and
 * handed to the browser as a file named like the server's.
 */
export async function downloadResultsCsv(gameId: string, language: string): Promise<void> {
  const response = await apiClient.download(`${gamePath(gameId)}/results`, {
    ...HOST_CALL,
    query: { format: 'csv', language },
  });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  saveBlob(await response.blob(), fileName ?? `live-${gameId}.csv`);
}
