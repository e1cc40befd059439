// Every Redis key the classroom service uses, in one place.
//
// A game's keys share the hash tag `{<gameId>}`, so each game's scripts touch one slot. A few keys span games:
// the PIN index (looked up by PIN), the schedules the timer lease holder reads (deadlines, hosts last seen,
// finished games to store), the lease itself, and the join guard's counters and token buckets (guard-lua.ts).
// Scripts that end or create a game touch its keys and those together, and the guard's scripts a client's keys
// together: on Redis Cluster they would need their own slot planning, as quiz's name index would.

export interface GameKeys {
  /**
   * HASH, the game itself:
   *   host hostName course courseName courseTitle order secs (0: the teacher advances) guests (1|0) max pin
   *   group   the team whose members alone may join (absent for an open game)
   *   created (ms) started ended (ms, absent until then) reason
   *   status  lobby | question | reveal | finished
   *   q       index of the current question (-1 before the first)
   *   n       questions in the game          shown  when the current question was shown (ms)
   *   deadline  when it closes (ms; 0 when the teacher reveals)      revealed  when it was revealed (ms)
   *   players   players in the game (removed ones not counted)      seq  the last player id handed out
   *   ver       grows with every question shown, reveal and the end (the events' order)
   */
  meta: string;
  /** HASH question index → the question as players see it (JSON, no answer). */
  questions: string;
  /** HASH question index → answer key: the right label, `|`, every label (`B|ABCD`), as quiz stores it. */
  answerKeys: string;
  /** HASH question index → the question's id in content (for results). */
  questionIds: string;
  /** HASH player id → JSON `{ nickname, userId, username }` (userId and username null for a guest). */
  players: string;
  /** HASH nickname key (contracts' nicknameKey) → player id: one name per game; a removed player's stays taken. */
  names: string;
  /** HASH user id → player id: a signed-in user who joins again is the same player. */
  users: string;
  /** HASH SHA-256 of a player token (base64url) → player id. Tokens themselves are never stored. */
  tokens: string;
  /** SET of player ids the host removed. */
  removed: string;
  /** HASH player id → the device (join page cookie) a guest or player joined from, when it had one. */
  devices: string;
  /** SET of the devices of removed players: a removed guest's browser cannot join the game again (issue 39). */
  removedDevices: string;
  /** HASH player id → points, summed. */
  scores: string;
  /** HASH player id → milliseconds spent answering, summed (ties in score go to the faster). */
  times: string;
  /** HASH player id → right answers. */
  rights: string;
  /** HASH player id → `label|elapsed ms|points` for question `index`: one answer per player, set once. */
  answers(index: number): string;
  /** HASH option label → answers with that label for question `index`. */
  counts(index: number): string;
}

export class ClassroomKeys {
  constructor(private readonly prefix: string) {}

  game(gameId: string): GameKeys {
    const base = `${this.prefix}classroom:game:{${gameId}}`;
    return {
      meta: base,
      questions: `${base}:questions`,
      answerKeys: `${base}:answer-keys`,
      questionIds: `${base}:question-ids`,
      players: `${base}:players`,
      names: `${base}:names`,
      users: `${base}:users`,
      tokens: `${base}:tokens`,
      removed: `${base}:removed`,
      devices: `${base}:devices`,
      removedDevices: `${base}:removed-devices`,
      scores: `${base}:scores`,
      times: `${base}:times`,
      rights: `${base}:rights`,
      answers: (index) => `${base}:answers:${index}`,
      counts: (index) => `${base}:counts:${index}`,
    };
  }

  /** Every key of a game with `questionCount` questions, to give them all one expiry. */
  allOf(gameId: string, questionCount: number): string[] {
    const game = this.game(gameId);
    const { answers, counts, ...fixed } = game;
    const perQuestion = Array.from({ length: questionCount }, (_, index) => [answers(index), counts(index)]);
    return [...Object.values(fixed), ...perQuestion.flat()];
  }

  /**
   * STRING PIN → id of the game that has it, or `ended:<id>` once that game is over (kept a while, so a late
   * player hears "ended" rather than "unknown"; a new game may take the PIN then).
   */
  pin(pin: string): string {
    return `${this.prefix}classroom:pin:${pin}`;
  }

  /** ZSET game id → deadline (ms) of its open timed question: what the timer lease holder reveals when due. */
  get deadlines(): string {
    return `${this.prefix}classroom:deadlines`;
  }

  /** ZSET game id → when its host last acted or held a stream open (ms), for live games only. */
  get hostsSeen(): string {
    return `${this.prefix}classroom:hosts-seen`;
  }

  /** ZSET game id → when it finished (ms), until it is stored in Postgres (the finishing replica may die first). */
  get unstored(): string {
    return `${this.prefix}classroom:unstored`;
  }

  /** STRING id of the replica that holds the timer lease, with the lease's expiry. */
  get timerLease(): string {
    return `${this.prefix}classroom:timer-lease`;
  }

  /**
   * STRING wrong PINs counted in the current window for one client: `device:<id>`, `user:<id>` or
   * `address:<ip>` (a try is counted as it starts, and given back when its PIN was right).
   */
  pinMisses(client: string): string {
    return `${this.prefix}classroom:pin-misses:${client}`;
  }

  /** STRING set for a day when a device or user missed a PIN: it then takes turns at a slowed address. */
  pinMissed(client: string): string {
    return `${this.prefix}classroom:pin-missed:${client}`;
  }

  /** STRING when (ms) a slowed address's next try by a client that has missed may start. */
  pinTurn(address: string): string {
    return `${this.prefix}classroom:pin-turn:${address}`;
  }

  /** HASH `tokens`, `at` (ms): the token bucket of new devices one address may get. */
  newDevices(address: string): string {
    return `${this.prefix}classroom:new-devices:${address}`;
  }

  /** HASH `tokens`, `at` (ms): the token bucket of joins from one address. */
  addressJoins(address: string): string {
    return `${this.prefix}classroom:address-joins:${address}`;
  }

  /** STRING joins counted in the current window for one device. */
  deviceJoins(device: string): string {
    return `${this.prefix}classroom:device-joins:${device}`;
  }
}
