// What happens in a game, told to every classroom replica over core NATS (one subject per game), so each replica
// pushes it to the players whose streams it holds: any replica serves any player. Core NATS, not JetStream: a
// message missed while a replica's connection was down is made good by sending every stream the current state
// again (streams.ts), and nothing here needs keeping.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import {
  type LeaderboardEntry,
  type LiveFinished,
  type LiveQuestion,
  type LiveReveal,
  subjectFor,
} from '@quizdrill/contracts';

/**
 * A revealed question's outcome for one player: their answer (or null), points, score and place; for a kind other
 * than single choice also their credit (0–1) and the teacher's feedback on their answer (issue 43).
 */
export type RevealOutcome =
  | [answer: string | null, points: number, score: number, rank: number]
  | [answer: string | null, points: number, score: number, rank: number, credit: number, feedback: string[]];
/** A finished game's outcome for one player: score and place. */
export type FinalOutcome = [score: number, rank: number];

/** A question as the replicas tell it; `remainingMs` is worked out by each as it writes (its own distance). */
export type QuestionNews = Omit<LiveQuestion, 'remainingMs'>;

export type LiveMessage =
  /** `nickname` is the name the host sees (the host's streams alone are told of a join). */
  | { kind: 'joined'; playerId: string; nickname: string; players: number; sentAt: number }
  | { kind: 'left'; playerId: string; players: number; sentAt: number }
  | {
      kind: 'answers';
      index: number;
      answered: number;
      players: number;
      /** Everyone answered a timed question: its reveal follows at once and carries the count to the players. */
      revealing: boolean;
      sentAt: number;
    }
  | {
      kind: 'question';
      question: QuestionNews;
      version: number;
      sentAt: number;
    }
  | {
      kind: 'reveal';
      /** `top` as the players see it. */
      reveal: Omit<LiveReveal, 'you'>;
      /** The same leaders as the host sees them (full names). */
      hostTop: LeaderboardEntry[];
      outcomes: Record<string, RevealOutcome>;
      version: number;
      revealedAt: number;
      sentAt: number;
    }
  | {
      kind: 'finished';
      finished: Omit<LiveFinished, 'you'>;
      hostTop: LeaderboardEntry[];
      outcomes: Record<string, FinalOutcome>;
      version: number;
      sentAt: number;
    };

export class LiveFanOut {
  constructor(
    private readonly nats: NatsConnection,
    private readonly namespace: string,
  ) {}

  /** Under `live.`, which no event stream captures: these are passing news, not events to keep. */
  private subject(gameId: string): string {
    return subjectFor(`live.${gameId}`, this.namespace);
  }

  publish(gameId: string, message: LiveMessage): void {
    this.nats.publish(this.subject(gameId), JSON.stringify(message));
  }

  /** Receives the game's messages until unsubscribed; resolves once the server has the subscription. */
  async subscribe(gameId: string, receive: (message: LiveMessage) => void): Promise<Subscription> {
    const subscription = this.nats.subscribe(this.subject(gameId), {
      callback: (error, message) => {
        if (!error) receive(message.json<LiveMessage>());
      },
    });
    await this.nats.flush();
    return subscription;
  }

  /** Calls `reconnected` each time the NATS connection comes back (messages may have been missed meanwhile). */
  watchReconnects(reconnected: () => void): void {
    void (async () => {
      for await (const status of this.nats.status()) {
        if (status.type === 'reconnect') reconnected();
      }
    })();
  }
}
