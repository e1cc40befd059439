// The hot path's Redis scripts (DESIGN.md "Quiz hot path"). Each request is one script: atomic, one round trip.
//
// A session is one HASH, its size independent of the course:
//   u  owner's user id          o  order type (ORDER | RANDOM | REVERSE)   s  seed of the RANDOM order
//   n  questions in the order   p  step: index into the order of the current question
//   q  current question id (absent before the first `next` and once finished)
//   a  '1' once the current question is answered
//   sc correct answers          t  answers
//   l  REVIEW and MISTAKES only: the question list chosen at start (domain/question-list.ts: six base-36
//      characters per id); step k shows the k-th id
// The order is never stored: step → index into the course's ZSET is computed (identity, reversed, or a seeded
// permutation), so a 10,000-question course costs a session no more than a 10-question one.
//
// The rules are written twice, here for Redis and in TypeScript for reading and for the service's own use: the
// order in domain/order.ts, grading and scoring in domain/scoring.ts, where a session stands in domain/session.ts.
// TypeScript reads a session hash only through session-hash.ts. test/order.test.ts and test/session-hash.test.ts
// prove both sides agree.

/**
 * `index_of(order, step, n, seed)`: the position in the course order of the session's step. RANDOM is a keyed
 * Feistel network over the smallest power of four ≥ n, cycle-walked into [0, n): a bijection, so every question
 * comes exactly once, computable for any step without storing the shuffled list. Arithmetic stays exact in Lua's
 * doubles: 32-bit products are split in 16-bit halves.
 */
export const ORDER_LUA = `
local TWO32 = 4294967296
local function u32(x) return x % TWO32 end
local function mul32(a, b)
  local low = a % 65536
  local high = (a - low) / 65536
  return (low * b + ((high * b) % 65536) * 65536) % TWO32
end
local function mix(h)
  h = u32(bit.bxor(h, bit.rshift(h, 16)))
  h = mul32(h, 2246822507)
  h = u32(bit.bxor(h, bit.rshift(h, 13)))
  h = mul32(h, 3266489909)
  return u32(bit.bxor(h, bit.rshift(h, 16)))
end
local function permute(step, n, seed)
  if n <= 2 then
    if n == 2 and seed % 2 == 1 then return 1 - step end
    return step
  end
  local bits = 1
  while 4 ^ bits < n do bits = bits + 1 end
  local half = 2 ^ bits
  local keys = {}
  for round = 1, 4 do keys[round] = mix(u32(seed + round * 2654435769)) end
  local x = step
  repeat
    local left, right = math.floor(x / half), x % half
    for round = 1, 4 do
      local f = mix(u32(bit.bxor(right, keys[round]))) % half
      left, right = right, u32(bit.bxor(left, f)) % half
    end
    x = left * half + right
  until x < n
  return x
end
local function listed_id(list, step)
  return tostring(tonumber(string.sub(list, step * 6 + 1, step * 6 + 6), 36))
end
local function index_of(order, step, n, seed)
  if order == 'REVERSE' then return n - 1 - step end
  if order == 'RANDOM' then return permute(step, n, seed) end
  return step
end
`;

/**
 * `show_from(session, order_key, questions_key, order, seed, list, n, step)`: moves the session to the first
 * question at or after `step` that still exists (a question deleted from the course while the session runs is
 * skipped) and returns it, or marks the session finished. What START_LUA does for the start step, NEXT_LUA after an
 * answered question, and SUBMIT_LUA when the client asked to move on.
 * → {'question', json, step, n} | {'finished'}
 */
const SHOW_FROM_LUA = `${ORDER_LUA}
local function show_from(session, order_key, questions_key, order, seed, list, n, step)
  while step < n do
    local id
    if list then
      id = listed_id(list, step)
    else
      local index = index_of(order, step, n, seed)
      id = redis.call('ZRANGE', order_key, index, index)[1]
    end
    local shown = id and redis.call('HGET', questions_key, id)
    if shown then
      redis.call('HSET', session, 'p', step, 'q', id, 'a', '0')
      return {'question', shown, step, n}
    end
    step = step + 1
  end
  redis.call('HSET', session, 'p', n)
  redis.call('HDEL', session, 'q', 'a')
  return {'finished'}
end
`;

/**
 * KEYS: course meta, course order, session, course questions. ARGV: owner, order type, seed, start step, TTL,
 * question list ('' for the course's own order).
 * → {'ok', n, show_from's reply} | {'unloaded'} | {'empty'} | {'out_of_range', n}
 * n counts the order's entries, deleted questions' tombstones included (see CourseModel.deleteQuestion), or the
 * list's ids. The session is shown its first question at once, as NEXT_LUA would (issue 19: the start's response
 * carries it), so a later `next` or a reload shows the same one.
 */
export const START_LUA = `${SHOW_FROM_LUA}
if redis.call('HEXISTS', KEYS[1], 'loaded') == 0 then return {'unloaded'} end
if redis.call('HLEN', KEYS[4]) == 0 then return {'empty'} end
local list = ARGV[6]
local n
if list ~= '' then n = #list / 6 else n = redis.call('ZCARD', KEYS[2]) end
local start = tonumber(ARGV[4])
if start >= n then return {'out_of_range', n} end
redis.call('HSET', KEYS[3], 'u', ARGV[1], 'o', ARGV[2], 's', ARGV[3], 'n', n, 'p', start, 'sc', 0, 't', 0)
if list ~= '' then redis.call('HSET', KEYS[3], 'l', list) else list = false end
redis.call('EXPIRE', KEYS[3], ARGV[5])
local reply = {'ok', n}
for _, part in ipairs(show_from(KEYS[3], KEYS[2], KEYS[4], ARGV[2], tonumber(ARGV[3]), list, n, start)) do
  reply[#reply + 1] = part
end
return reply
`;

/**
 * KEYS: session, course meta, course order, course questions. ARGV: caller's user id, TTL seconds.
 * → {'question', json, step, n} | {'finished'} | {'missing'} | {'unloaded'}
 * The current question until it is answered (a reload shows it again), then the next one that still exists.
 */
export const NEXT_LUA = `${SHOW_FROM_LUA}
local s = redis.call('HMGET', KEYS[1], 'u', 'o', 's', 'n', 'p', 'q', 'a', 'l')
if s[1] ~= ARGV[1] then return {'missing'} end
if redis.call('HEXISTS', KEYS[2], 'loaded') == 0 then return {'unloaded'} end
redis.call('EXPIRE', KEYS[1], ARGV[2])
local n, step = tonumber(s[4]), tonumber(s[5])
if s[6] then
  if s[7] ~= '1' then
    local shown = redis.call('HGET', KEYS[4], s[6])
    if shown then return {'question', shown, step, n} end
  end
  step = step + 1
end
return show_from(KEYS[1], KEYS[3], KEYS[4], s[2], tonumber(s[3]), s[8], n, step)
`;

/**
 * KEYS: session, course meta, course answer keys, answers stream, the student's recent answers in the course,
 * course explanations, course order, course questions.
 * ARGV: caller's user id, answer (the label, '' when the answer is not one label), TTL seconds, event id, time,
 * session id, recent answers' TTL, the id of the question answered ('' to stay on it, as SPEC §7's submit does),
 * then for an answer the service graded ('' otherwise): the id of the question it graded, its credit (0–1), its
 * right answer. The event names the student by id only: a username is personal data, and the stream outlives an
 * erasure (issue 44).
 * → {'ok', correct 0|1, right answer, score, total, explanation or false[, next as show_from returns it]} |
 *   {'grade', question id, answer key} | {'missing'} | {'unloaded'} | {'no_question'} | {'answered'} |
 *   {'other_question'} | {'removed'} | {'invalid', labels, question id}
 * Grades the current question once, and appends the answer to the stream the relay publishes from: the
 * session's change and its event happen together or not at all (a Redis outbox). Given the question's id, it then
 * moves on as NEXT_LUA would, so one round trip answers and shows the next question; the explanation is read here
 * too (one HGET), not in a call of its own.
 * Single choice and true/false without the teacher's feedback (a key `B|ABCD`, domain/answer-key.ts) are graded
 * here, a classroom's hot path. Any other key is JSON: the script answers {'grade', …} and changes nothing; the
 * service grades the answer (contracts' gradeAnswer) and calls again with the grade, which is recorded only if
 * that question is still the current one and unanswered: the same guarantees as an answer graded here.
 */
export const SUBMIT_LUA = `${SHOW_FROM_LUA}
local s = redis.call('HMGET', KEYS[1], 'u', 'o', 'n', 'p', 'q', 'a', 'sc', 't', 's', 'l')
if s[1] ~= ARGV[1] then return {'missing'} end
if redis.call('HEXISTS', KEYS[2], 'loaded') == 0 then return {'unloaded'} end
redis.call('EXPIRE', KEYS[1], ARGV[3])
-- A retry after moving on (or finishing) names the question already answered: refused, never taken for the one
-- now shown.
if ARGV[8] ~= '' and ARGV[8] ~= s[5] then return {'other_question'} end
if not s[5] then return {'no_question'} end
if s[6] == '1' then return {'answered'} end
local key = redis.call('HGET', KEYS[3], s[5])
if not key then return {'removed'} end
local correct, right, credit
if ARGV[9] == '' then
  if string.byte(key) == 123 then return {'grade', s[5], key} end
  local labels = string.sub(key, 3)
  if ARGV[2] == '' or not string.find(labels, ARGV[2], 1, true) then return {'invalid', labels, s[5]} end
  correct = string.sub(key, 1, 1)
  right = ARGV[2] == correct
  credit = right and 1 or 0
else
  -- Graded by the service against the question then current: another submit has answered it since.
  if ARGV[9] ~= s[5] then return {'answered'} end
  correct = ARGV[11]
  credit = tonumber(ARGV[10])
  right = credit == 1
end
local score = tonumber(s[7]) + (right and 1 or 0)
local total = tonumber(s[8]) + 1
redis.call('HSET', KEYS[1], 'a', '1', 'sc', score, 't', total)
-- The answer as MISTAKES and REVIEW see it before quiz-worker has stored its card (see RecentAnswers).
redis.call('HSET', KEYS[5], s[5], (right and '1|' or '0|') .. ARGV[4] .. '|' .. ARGV[5])
redis.call('EXPIRE', KEYS[5], ARGV[7])
local n, step = tonumber(s[3]), tonumber(s[4])
local course = redis.call('HMGET', KEYS[2], 'id', 'name')
redis.call('XADD', KEYS[4], '*', 'id', ARGV[4], 'data', cjson.encode({
  userId = ARGV[1], sessionId = ARGV[6],
  courseId = tonumber(course[1]), courseName = course[2], orderType = s[2],
  questionId = tonumber(s[5]), answer = ARGV[2], correct = right, credit = credit,
  position = step + 1, total = n, score = score, answered = total, finished = step + 1 >= n,
  answeredAt = ARGV[5]
}))
-- false, never nil, for no explanation: a nil would end the reply there and shift the next question into its place.
local explanation = redis.call('HGET', KEYS[6], s[5]) or false
local graded = {'ok', right and 1 or 0, correct, score, total, explanation}
if ARGV[8] == '' then return graded end
for _, part in ipairs(show_from(KEYS[1], KEYS[7], KEYS[8], s[2], tonumber(s[9]), s[10], n, step + 1)) do
  table.insert(graded, part)
end
return graded
`;
