// The live games' Redis scripts (DESIGN.md "Live classroom"): every change to a game is one of these, atomic, so
// any replica may serve any request and two replicas can never both show a question, reveal it or score an
// answer twice. Reads that must see one moment of the game use MULTI (store/game-snapshots.store.ts).
//
// A game's fields are listed in keys.ts (GameKeys.meta). Times are milliseconds since 1970 from the calling
// replica's clock (passed in, so tests can move it); they are passed and stored as integer strings.
//
// Points are computed here and in TypeScript (domain/points.ts, for reading and for the tests): a right answer
// scores BASE + round(SPEED × time left / time given), or BASE + SPEED when the teacher advances; a wrong one 0; a
// partly right one (credit below 1) that share of it, rounded.
// (Time left is capped at the time given: a replica whose clock runs behind the one that showed the question
// must not give more than full speed points.)
// test/points.test.ts proves both agree.

import { BASE_POINTS, SPEED_POINTS } from '@quizdrill/contracts';

/**
 * KEYS: meta, questions, answer keys, question ids, PIN, hosts seen.
 * ARGV: game id, now, meta (JSON object of strings), questions (JSON array of [shown JSON, answer key, id]).
 * → {'ok'} | {'pin_taken'} | {'exists'}
 * The PIN is taken only if no live game has it: a PIN marked `ended:` belongs to nobody any more.
 */
export const CREATE_LUA = `
local held = redis.call('GET', KEYS[5])
if held and string.sub(held, 1, 6) ~= 'ended:' then return {'pin_taken'} end
if redis.call('EXISTS', KEYS[1]) == 1 then return {'exists'} end
redis.call('SET', KEYS[5], ARGV[1])
for field, value in pairs(cjson.decode(ARGV[3])) do redis.call('HSET', KEYS[1], field, value) end
for position, question in ipairs(cjson.decode(ARGV[4])) do
  redis.call('HSET', KEYS[2], position - 1, question[1])
  redis.call('HSET', KEYS[3], position - 1, question[2])
  redis.call('HSET', KEYS[4], position - 1, question[3])
end
redis.call('ZADD', KEYS[6], ARGV[2], ARGV[1])
return {'ok'}
`;

/**
 * KEYS: meta, players, names, users, tokens, removed, scores, times, rights, devices, removed devices.
 * ARGV: user id ('' for a guest), nickname, nickname key, token hash, username ('' for a guest), device ('' for
 *   none), name (what the host sees: a signed-in player's full name, a guest's nickname).
 * → {'joined' | 'rejoined', player id, nickname, players, status} | {'missing'} | {'ended'} |
 *   {'guests_not_allowed'} | {'removed'} | {'full', max} | {'name_taken'}
 * A signed-in user who joins again is the same player with one more token (a second device, a lost one). A
 * signed-in player's short name ("Tina L.") taken by someone else gets a number ("Tina L. 2"); a guest must pick
 * another name.
 * The device of a removed player joins the game no more, under whatever name.
 */
export const JOIN_LUA = `
local game = redis.call('HMGET', KEYS[1], 'status', 'guests', 'max', 'players')
if not game[1] then return {'missing'} end
if game[1] == 'finished' then return {'ended'} end
local device = ARGV[6]
if device ~= '' and redis.call('SISMEMBER', KEYS[11], device) == 1 then return {'removed'} end
local user = ARGV[1]
if user ~= '' then
  local known = redis.call('HGET', KEYS[4], user)
  if known then
    if redis.call('SISMEMBER', KEYS[6], known) == 1 then return {'removed'} end
    redis.call('HSET', KEYS[5], ARGV[4], known)
    local player = cjson.decode(redis.call('HGET', KEYS[2], known))
    return {'rejoined', known, player.nickname, tonumber(game[4]), game[1]}
  end
elseif game[2] ~= '1' then
  return {'guests_not_allowed'}
end
if tonumber(game[4]) >= tonumber(game[3]) then return {'full', tonumber(game[3])} end
local nickname, key = ARGV[2], ARGV[3]
if redis.call('HEXISTS', KEYS[3], key) == 1 then
  if user == '' then return {'name_taken'} end
  local number = 2
  while redis.call('HEXISTS', KEYS[3], key .. ' ' .. number) == 1 do number = number + 1 end
  nickname, key = nickname .. ' ' .. number, key .. ' ' .. number
end
local id = tostring(redis.call('HINCRBY', KEYS[1], 'seq', 1))
local players = redis.call('HINCRBY', KEYS[1], 'players', 1)
local account = cjson.null
local username = cjson.null
if user ~= '' then account, username = user, ARGV[5] end
local name = ARGV[7]
if user == '' then name = nickname end
redis.call('HSET', KEYS[2], id, cjson.encode({ nickname = nickname, name = name, userId = account, username = username }))
redis.call('HSET', KEYS[3], key, id)
if user ~= '' then redis.call('HSET', KEYS[4], user, id) end
redis.call('HSET', KEYS[5], ARGV[4], id)
if device ~= '' then redis.call('HSET', KEYS[10], id, device) end
redis.call('HSET', KEYS[7], id, 0)
redis.call('HSET', KEYS[8], id, 0)
redis.call('HSET', KEYS[9], id, 0)
return {'joined', id, nickname, players, game[1]}
`;

/**
 * KEYS: meta, tokens, removed, answer keys, answers of the question, counts of the question, scores, times, rights.
 * ARGV: token hash, question index, answer, now, credit ('' when not graded yet), fields of the counts to add 1 to.
 * → {'ok', answered, players, timed (1 | 0)} | {'unauthorized'} | {'removed'} | {'not_current'} | {'answered'} |
 *   {'too_late'} | {'invalid', labels} | {'grade', answer key}
 * One answer per player and question: the answer, its time and its points are set together, once.
 * A single-choice or true/false key (`B|ABCD|…`) is scored here from the answer, one capital letter. Any other
 * (`*|…`, live/answer-keys.ts) answers 'grade' with the key until the caller sends the credit it graded (0–1) and
 * the fields its answer counts under.
 * Stored per player: `answer|ms|points|credit` (the answer may itself hold `|`: the other fields are read from the
 * end).
 */
export const ANSWER_LUA = `
local id = redis.call('HGET', KEYS[2], ARGV[1])
if not id then return {'unauthorized'} end
if redis.call('SISMEMBER', KEYS[3], id) == 1 then return {'removed'} end
local game = redis.call('HMGET', KEYS[1], 'status', 'q', 'shown', 'deadline', 'secs', 'players')
local index = tonumber(ARGV[2])
if game[1] ~= 'question' or tonumber(game[2]) ~= index then return {'not_current'} end
if redis.call('HEXISTS', KEYS[5], id) == 1 then return {'answered'} end
local now, deadline = tonumber(ARGV[4]), tonumber(game[4])
if deadline > 0 and now > deadline then return {'too_late'} end
local key = redis.call('HGET', KEYS[4], index)
local right = string.sub(key, 1, 1)
local credit = 0
if right == '*' then
  if ARGV[5] == '' then return {'grade', key} end
  credit = tonumber(ARGV[5])
else
  local labels = string.match(key, '^.|([A-Z]*)')
  if string.len(ARGV[3]) ~= 1 or not string.find(labels, ARGV[3], 1, true) then return {'invalid', labels} end
  if ARGV[3] == right then credit = 1 end
end
local elapsed = math.max(0, now - tonumber(game[3]))
local points = 0
if credit > 0 then
  local seconds = tonumber(game[5])
  if seconds == 0 then
    points = ${BASE_POINTS + SPEED_POINTS}
  else
    local given = seconds * 1000
    points = ${BASE_POINTS} + math.floor(${SPEED_POINTS} * math.min(deadline - now, given) / given + 0.5)
  end
  if credit < 1 then points = math.floor(points * credit + 0.5) end
end
redis.call('HSET', KEYS[5], id, ARGV[3] .. '|' .. elapsed .. '|' .. points .. '|' .. credit)
if right == '*' then
  for field = 6, #ARGV do redis.call('HINCRBY', KEYS[6], ARGV[field], 1) end
else
  redis.call('HINCRBY', KEYS[6], ARGV[3], 1)
end
redis.call('HINCRBY', KEYS[8], id, elapsed)
if points > 0 then redis.call('HINCRBY', KEYS[7], id, points) end
if credit >= 1 then redis.call('HINCRBY', KEYS[9], id, 1) end
return {'ok', redis.call('HLEN', KEYS[5]), tonumber(game[6]), deadline > 0 and 1 or 0}
`;

/**
 * KEYS: meta, questions, deadlines, hosts seen.
 * ARGV: 'start' | 'next', now, game id.
 * → {'question', index, total, shown JSON, deadline (0: none), version, seconds} | {'last'} | {'missing'} |
 *   {'not_allowed', status}
 * Shows the next question: `start` from the lobby, `next` after a reveal. After the last question's reveal it
 * answers 'last' and changes nothing: the caller ends the game as completed.
 */
export const SHOW_LUA = `
local game = redis.call('HMGET', KEYS[1], 'status', 'q', 'n', 'secs')
if not game[1] then return {'missing'} end
if ARGV[1] == 'start' and game[1] ~= 'lobby' then return {'not_allowed', game[1]} end
if ARGV[1] == 'next' and game[1] ~= 'reveal' then return {'not_allowed', game[1]} end
local index, total = tonumber(game[2]) + 1, tonumber(game[3])
if index >= total then return {'last'} end
local seconds = tonumber(game[4])
local deadline = '0'
if seconds > 0 then
  deadline = tostring(tonumber(ARGV[2]) + seconds * 1000)
  redis.call('ZADD', KEYS[3], deadline, ARGV[3])
end
local version = redis.call('HINCRBY', KEYS[1], 'ver', 1)
redis.call('HSET', KEYS[1], 'status', 'question', 'q', index, 'shown', ARGV[2], 'deadline', deadline)
if ARGV[1] == 'start' then redis.call('HSET', KEYS[1], 'started', ARGV[2]) end
redis.call('ZADD', KEYS[4], 'XX', ARGV[2], ARGV[3])
return {'question', index, total, redis.call('HGET', KEYS[2], index), deadline, version, seconds}
`;

/**
 * KEYS: meta, answer keys, answers of the question, counts of the question, deadlines, hosts seen.
 * ARGV: 'host' | 'timer' | 'all_answered', now, game id, index of the question to reveal.
 * → {'revealed', version, answer key, counts (flat), answers (flat: player id, `label|ms|points`), players} |
 *   {'missing'} | {'not_allowed', status} | {'moved'} | {'not_due'}
 * The host reveals whenever a question is open; the timer only once its deadline has passed; the last answer
 * only when every player has answered. Whoever comes first reveals, the others find it done ('not_allowed').
 * 'moved': the game is on another question than the caller read (it reads again).
 */
export const REVEAL_LUA = `
local game = redis.call('HMGET', KEYS[1], 'status', 'q', 'deadline', 'players')
if not game[1] then return {'missing'} end
if game[1] ~= 'question' then return {'not_allowed', game[1]} end
if tonumber(game[2]) ~= tonumber(ARGV[4]) then return {'moved'} end
local deadline = tonumber(game[3])
if ARGV[1] == 'timer' and (deadline == 0 or tonumber(ARGV[2]) < deadline) then return {'not_due'} end
if ARGV[1] == 'all_answered' and redis.call('HLEN', KEYS[3]) < tonumber(game[4]) then return {'not_due'} end
local version = redis.call('HINCRBY', KEYS[1], 'ver', 1)
redis.call('HSET', KEYS[1], 'status', 'reveal', 'revealed', ARGV[2])
redis.call('ZREM', KEYS[5], ARGV[3])
if ARGV[1] == 'host' then redis.call('ZADD', KEYS[6], 'XX', ARGV[2], ARGV[3]) end
return {'revealed', version, redis.call('HGET', KEYS[2], game[2]), redis.call('HGETALL', KEYS[4]),
  redis.call('HGETALL', KEYS[3]), tonumber(game[4])}
`;

/**
 * KEYS: meta, PIN, deadlines, hosts seen, unstored.
 * ARGV: reason (completed | ended | abandoned), now, game id, seconds the ended PIN marker lasts.
 * → {'finished', version} | {'missing'} | {'already'}
 * Ends the game once: it leaves the schedules, its PIN is free for another game (marked `ended:` meanwhile),
 * and it waits in `unstored` until Postgres has it.
 */
export const END_LUA = `
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return {'missing'} end
if status == 'finished' then return {'already'} end
local version = redis.call('HINCRBY', KEYS[1], 'ver', 1)
redis.call('HSET', KEYS[1], 'status', 'finished', 'ended', ARGV[2], 'reason', ARGV[1])
if redis.call('GET', KEYS[2]) == ARGV[3] then
  redis.call('SET', KEYS[2], 'ended:' .. ARGV[3], 'EX', ARGV[4])
end
redis.call('ZREM', KEYS[3], ARGV[3])
redis.call('ZREM', KEYS[4], ARGV[3])
redis.call('ZADD', KEYS[5], ARGV[2], ARGV[3])
return {'finished', version}
`;

/**
 * KEYS: meta, players, removed, devices, removed devices. ARGV: player id.
 * → {'removed', players} | {'missing'} | {'unknown'} | {'already'}
 * The player's tokens stop working for answers and events, and the device they joined from cannot join again;
 * their name stays taken and their points stay in the results.
 */
export const REMOVE_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {'missing'} end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return {'unknown'} end
if redis.call('SADD', KEYS[3], ARGV[1]) == 0 then return {'already'} end
local device = redis.call('HGET', KEYS[4], ARGV[1])
if device then redis.call('SADD', KEYS[5], device) end
return {'removed', redis.call('HINCRBY', KEYS[1], 'players', -1)}
`;

/**
 * KEYS: the timer lease. ARGV: this replica's id, lease milliseconds.
 * → 1 when this replica holds the lease (taken or renewed), 0 when another does.
 */
export const LEASE_LUA = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

/** KEYS: the timer lease. ARGV: this replica's id. Lets go of the lease if this replica holds it. */
export const RELEASE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;
