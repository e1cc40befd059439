// The live classroom's API (issue 17): games created and run by their host, joined by PIN, answered by players,
// pushed to everyone as server-sent events; results as JSON or a CSV download.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnswerRequest,
  AnswerResponse,
  CreateGameRequest,
  CreateGameResponse,
  GameParams,
  GameResults,
  GameState,
  GameSummary,
  GameView,
  HostActionParams,
  JoinRequest,
  JoinResponse,
  LiveEvents,
  PlayerParams,
  ResultsQuery,
} from '@quizdrill/contracts';
import { callerOf, errorResponses, quietLogLevel } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { resultsCsv, resultsFileName } from '../domain/results.js';
import type { Viewer } from '../live/streams.js';
import { optionalAccount, playerOrAccount, requireAccount, requirePlayer } from './callers.js';
import { jsonOrCsv, sendCsv } from './csv-download.js';
import type { ClassroomRouteDependencies } from './dependencies.js';

const tags = ['live'];
const host = { tags, security: [{ bearer: [] }] };
const player = { tags, security: [{ player: [] }] };

const eventNames = Object.keys(LiveEvents).join(', ');

export const liveRoutes: FastifyPluginAsyncTypebox<ClassroomRouteDependencies> = async (
  app,
  { creating, joining, answering, hosting, finished, streams, tokens, devices },
) => {
  const account = requireAccount(tokens);
  // Joining, answering and the streams are what a class of hundreds sends at once: no access line each.
  const logLevel = quietLogLevel(app);
  app.addHook('preClose', () => streams.close());

  app.post(
    '/api/v2/live/games',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: 'Create a live game from a course (educators, admins and premium members)',
        body: CreateGameRequest,
        response: { 201: CreateGameResponse, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request, reply) => reply.status(201).send(await creating.create(callerOf(request), request.body)),
  );

  app.get(
    '/api/v2/live/games',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: "The caller's games, newest first",
        response: { 200: Type.Array(GameSummary), ...errorResponses(401, 403) },
      },
    },
    (request) => finished.list(callerOf(request)),
  );

  app.post(
    '/api/v2/live/join/device',
    {
      logLevel,
      schema: {
        tags,
        summary: "The join page's device cookie, before anything is typed (issue 39)",
        description:
          'Sets `quizdrill_live_device` (HttpOnly, SameSite=Strict, for the join routes): a signed, anonymous id ' +
          'for the browser, renewed when it has one. A guest joins with it; their wrong PINs and joins count ' +
          'against it, and a host who removes them bars it from that game. New devices per address are limited ' +
          '(LIVE_DEVICES_PER_ADDRESS_PER_HOUR): past that 429 with Retry-After.',
        response: { 204: Type.Null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const cookie = await devices.forBrowser(request.headers.cookie, request.ip);
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').status(204).send(null);
    },
  );

  app.post(
    '/api/v2/live/join',
    {
      logLevel,
      onRequest: optionalAccount(tokens),
      // The nickname rule refuses control characters itself, as nickname_invalid (which the join screen shows in
      // its own words); the PIN is digits by its pattern.
      config: { acceptsControlCharacters: true },
      schema: {
        tags,
        security: [{}, { bearer: [] }],
        summary: 'Join a game by its PIN, signed in (under your username) or as a guest with a nickname',
        description:
          'A guest sends the `quizdrill_live_device` cookie of `POST /api/v2/live/join/device` (400 ' +
          '`device_required` without it). Wrong PINs count against the device, the signed-in user and the ' +
          'address; joins against the device and the address: past a budget 429 with Retry-After.',
        body: JoinRequest,
        response: { 200: JoinResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    (request) =>
      joining.join(request.body, request.caller, {
        address: request.ip,
        device: devices.of(request.headers.cookie),
      }),
  );

  app.get(
    '/api/v2/live/games/:gameId',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: 'The game now, with every player (host or admin)',
        params: GameParams,
        response: { 200: GameState, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => hosting.state(request.params.gameId, callerOf(request)),
  );

  app.get(
    '/api/v2/live/games/:gameId/events',
    {
      logLevel,
      onRequest: playerOrAccount(tokens),
      schema: {
        tags,
        security: [{ player: [] }, { bearer: [] }],
        summary: 'The game as server-sent events, for the host (account token) or a player (player token)',
        description:
          `Events: ${eventNames} (shapes in @quizdrill/contracts LiveEvents). \`state\` comes first on every ` +
          'connection; a comment line every few seconds keeps the stream open.',
        params: GameParams,
        response: {
          200: { content: { 'text/event-stream': { schema: Type.String() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { gameId } = request.params;
      let viewer: Viewer;
      if (request.playerToken !== undefined) {
        viewer = { role: 'player', playerId: await joining.playerOf(gameId, request.playerToken) };
      } else {
        await hosting.hostedGame(gameId, callerOf(request));
        viewer = { role: 'host' };
      }
      await streams.open(gameId, viewer, request, reply);
    },
  );

  app.post(
    '/api/v2/live/games/:gameId/answer',
    {
      logLevel,
      onRequest: requirePlayer,
      schema: {
        ...player,
        summary: 'Answer the open question, once',
        params: GameParams,
        body: AnswerRequest,
        response: { 200: AnswerResponse, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => answering.answer(request.params.gameId, request.playerToken!, request.body),
  );

  app.post(
    '/api/v2/live/games/:gameId/:action',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: 'Start, show the next question, reveal the answer, or end the game (host or admin)',
        params: HostActionParams,
        response: { 200: GameView, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => hosting.act(request.params.gameId, callerOf(request), request.params.action),
  );

  app.delete(
    '/api/v2/live/games/:gameId/players/:playerId',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: 'Remove a player from the game (host or admin)',
        params: PlayerParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await hosting.removePlayer(request.params.gameId, callerOf(request), request.params.playerId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v2/live/games/:gameId/results',
    {
      onRequest: account,
      schema: {
        ...host,
        summary: 'Standings and questions so far (host or admin); `?format=csv` a download for Excel',
        params: GameParams,
        querystring: ResultsQuery,
        response: {
          200: jsonOrCsv(GameResults),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const results = await finished.results(request.params.gameId, callerOf(request));
      if (request.query.format !== 'csv') return reply.type('application/json').send(results);
      const language = request.query.language ?? 'sv';
      const fileName = resultsFileName(results, language);
      return sendCsv(reply, fileName, resultsCsv(results, language));
    },
  );
};
