// The join guard's Redis scripts (join-guard.ts says the rules): each check and its count in one step, so a
// thousand tries sent at once cannot all pass a budget before any of them is counted. Times are milliseconds from
// the calling replica's clock, passed in (tests move it).

/**
 * A PIN try, counted as a miss as it starts (given back by PIN_RIGHT_LUA when the PIN was right).
 * KEYS: the address's misses, the address's turn, then each client's misses, then each client's missed-today flag
 *   (clients: the device and/or the signed-in user, as many flags as counters).
 * ARGV: now, the address's budget, the turn interval (ms), window (s), flag lifetime (s), then each client's budget.
 * → {'ok', flags} where flags has a 1 for each client already flagged before this try (their flag stays when the
 *   try is given back) | {'wait', seconds}
 * A client past its own budget waits for its window. An address past its budget is slowed: a client that has missed
 * in the last day takes the address's next turn, one per interval, while one that has not tries at once.
 */
export const PIN_TRY_LUA = `
local clients = (#KEYS - 2) / 2
for i = 1, clients do
  local misses = tonumber(redis.call('GET', KEYS[2 + i]) or '0')
  if misses >= tonumber(ARGV[5 + i]) then return {'wait', math.max(1, redis.call('TTL', KEYS[2 + i]))} end
end
local flags = {}
local flagged = false
for i = 1, clients do
  flags[i] = redis.call('EXISTS', KEYS[2 + clients + i])
  if flags[i] == 1 then flagged = true end
end
local now = tonumber(ARGV[1])
if flagged and tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[2]) then
  local turn = tonumber(redis.call('GET', KEYS[2]) or '0')
  if turn > now then return {'wait', math.ceil((turn - now) / 1000)} end
  redis.call('SET', KEYS[2], now + tonumber(ARGV[3]), 'PX', ARGV[3])
end
for i = 0, clients do
  local key = i == 0 and KEYS[1] or KEYS[2 + i]
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[4]) end
end
for i = 1, clients do redis.call('SET', KEYS[2 + clients + i], '1', 'EX', ARGV[5]) end
return {'ok', flags}
`;

/**
 * The PIN was right: the try is no miss. KEYS: as PIN_TRY_LUA. ARGV: the flags PIN_TRY_LUA answered.
 * The counts go back down; a flag this try set goes, one that was there before stays.
 */
export const PIN_RIGHT_LUA = `
local clients = (#KEYS - 2) / 2
for i = 0, clients do
  local key = i == 0 and KEYS[1] or KEYS[2 + i]
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
for i = 1, clients do
  if ARGV[i] == '0' then redis.call('DEL', KEYS[2 + clients + i]) end
end
return 0
`;

// A token bucket in a hash (`tokens`, `at`): full to begin with, refilled continuously; it expires once it would be
// full again, which is the same as no bucket.
const TAKE_TOKEN = `
local function takeToken(bucket, now, capacity, perMs)
  local held = redis.call('HMGET', bucket, 'tokens', 'at')
  local tokens = capacity
  if held[1] then tokens = math.min(capacity, tonumber(held[1]) + (now - tonumber(held[2])) * perMs) end
  if tokens < 1 then return math.ceil((1 - tokens) / perMs / 1000) end
  redis.call('HSET', bucket, 'tokens', tokens - 1, 'at', now)
  redis.call('PEXPIRE', bucket, math.ceil(capacity / perMs))
  return 0
end
`;

/**
 * KEYS: an address's bucket. ARGV: now, capacity, tokens per ms.
 * → 0 when a token was taken, else the seconds until there is one.
 */
export const TAKE_TOKEN_LUA = `${TAKE_TOKEN}
return takeToken(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]))
`;

/**
 * A join, taken before the player is made (given back by JOIN_BACK_LUA when none was).
 * KEYS: the address's join bucket, then the device's joins when there is a device.
 * ARGV: now, the bucket's capacity, tokens per ms, the device's budget, window (s).
 * → 0 when taken, else the seconds to wait.
 */
export const JOIN_TAKE_LUA = `${TAKE_TOKEN}
if KEYS[2] then
  local joins = tonumber(redis.call('GET', KEYS[2]) or '0')
  if joins >= tonumber(ARGV[4]) then return math.max(1, redis.call('TTL', KEYS[2])) end
end
local wait = takeToken(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]))
if wait > 0 then return wait end
if KEYS[2] and redis.call('INCR', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ARGV[5]) end
return 0
`;

/** KEYS: as JOIN_TAKE_LUA. The join made no player: its token and count go back. */
export const JOIN_BACK_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('HINCRBYFLOAT', KEYS[1], 'tokens', 1) end
if KEYS[2] and tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0
`;
