// Every localStorage key the app uses (SPEC §3), and the only code that touches localStorage.
import { AI_MODELS, DEFAULT_AI_MODEL } from '@quizdrill/contracts/rules';
import type { AiModel } from '@quizdrill/contracts/types';

export const StorageKey = {
  token: 'token',
  theme: 'theme',
  appTheme: 'app_theme',
  aiModel: 'aiModel',
  language: 'language',
  sessionExpired: 'session_expired',
  forceLogin: 'force_login',
  quizSessionId: 'quizSessionId',
  /**
   * Beside quizSessionId (the newest): the remembered session of each course, whose it is and how it was started,
   * so that opening the course again resumes it as it was.
   */
  quizSessionDetails: 'quizSessionDetails',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export type { AiModel };

export type ThemeMode = 'light' | 'dark';

// Storage can throw (privacy modes, quota); the app must keep working without persistence.
function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
}

function remove(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

// The token is observable so that the auth state re-renders when a call clears it or another tab changes it.
const tokenListeners = new Set<() => void>();

function notifyTokenListeners(): void {
  for (const listener of tokenListeners) listener();
}

export const tokenStorage = {
  get: (): string | null => read(StorageKey.token),
  set: (token: string): void => {
    write(StorageKey.token, token);
    notifyTokenListeners();
  },
  clear: (): void => {
    remove(StorageKey.token);
    notifyTokenListeners();
  },
  subscribe: (listener: () => void): (() => void) => {
    tokenListeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === StorageKey.token || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      tokenListeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** Flags set when the server rejects the session (SPEC §4): the login page tells the user why. */
export const sessionFlags = {
  markExpired: (): void => {
    write(StorageKey.sessionExpired, 'true');
    write(StorageKey.forceLogin, 'true');
  },
  /** Reads and clears session_expired, so the notice shows once. */
  takeExpired: (): boolean => {
    const expired = read(StorageKey.sessionExpired) === 'true';
    remove(StorageKey.sessionExpired);
    return expired;
  },
  clearForceLogin: (): void => remove(StorageKey.forceLogin),
};

export const themeStorage = {
  get: (): ThemeMode | null => {
    const stored = read(StorageKey.theme) ?? read(StorageKey.appTheme);
    return stored === 'light' || stored === 'dark' ? stored : null;
  },
  set: (mode: ThemeMode): void => {
    write(StorageKey.theme, mode);
    write(StorageKey.appTheme, mode);
  },
};

export const languageStorage = {
  get: (): string | null => read(StorageKey.language),
  set: (language: string): void => write(StorageKey.language, language),
};

export const aiModelStorage = {
  get: (): AiModel => {
    const stored = read(StorageKey.aiModel);
    return AI_MODELS.find((model) => model === stored) ?? DEFAULT_AI_MODEL;
  },
  set: (model: AiModel): void => write(StorageKey.aiModel, model),
};

/** The newest quiz session (SPEC §3 `quizSessionId`) and the sessions' details as JSON, which the quiz feature reads. */
export const quizSessionStorage = {
  get: (): { sessionId: string | null; details: unknown } => {
    const sessionId = read(StorageKey.quizSessionId);
    const details = read(StorageKey.quizSessionDetails);
    if (details === null) return { sessionId, details: null };
    try {
      return { sessionId, details: JSON.parse(details) as unknown };
    } catch {
      return { sessionId, details: null };
    }
  },
  set: (sessionId: string, details: unknown): void => {
    write(StorageKey.quizSessionId, sessionId);
    write(StorageKey.quizSessionDetails, JSON.stringify(details));
  },
};

/** A live game's player seat as it was joined: kept per browser tab, so a reload mid-question plays on. */
export type LiveSeat = {
  gameId: string;
  pin: string;
  playerId: string;
  playerToken: string;
  nickname: string;
};

const LIVE_SEAT_PREFIX = 'liveSeat:';

// sessionStorage, not localStorage: a seat belongs to the tab that joined (two tabs are two players), and it goes
// with the tab.
export const liveSeatStorage = {
  /** The seat this tab holds in the game with `pin`, if any. */
  get: (pin: string): LiveSeat | null => {
    try {
      const stored = window.sessionStorage.getItem(`${LIVE_SEAT_PREFIX}${pin}`);
      const seat: unknown = stored === null ? null : JSON.parse(stored);
      if (typeof seat !== 'object' || seat === null) return null;
      const fields = ['gameId', 'pin', 'playerId', 'playerToken', 'nickname'] as const;
      return fields.every((field) => typeof Reflect.get(seat, field) === 'string')
        ? (seat as LiveSeat)
        : null;
    } catch {
      return null;
    }
  },
  set: (seat: LiveSeat): void => {
    try {
      window.sessionStorage.setItem(`${LIVE_SEAT_PREFIX}${seat.pin}`, JSON.stringify(seat));
    } catch {
      // Not kept: a reload asks to join again.
    }
  },
  clear: (pin: string): void => {
    try {
      window.sessionStorage.removeItem(`${LIVE_SEAT_PREFIX}${pin}`);
    } catch {
      // Nothing to forget.
    }
  },
};

const AFTER_SIGN_IN_KEY = 'afterSignIn';

/**
 * Where a visitor was going when sent to sign in (a team's join link, issue 41), for the sign-in to go on to. In
 * sessionStorage: it belongs to this tab, and survives the Google sign-in's round trip through other sites.
 */
export const afterSignInStorage = {
  set: (path: string): void => {
    try {
      window.sessionStorage.setItem(AFTER_SIGN_IN_KEY, path);
    } catch {
      // Not kept: the sign-in lands on the welcome screen, and the link still works when opened again.
    }
  },
  /** The destination, once: it is forgotten as it is read. Only a path of this app (`/…`, never `//host`). */
  take: (): string | null => {
    try {
      const path = window.sessionStorage.getItem(AFTER_SIGN_IN_KEY);
      window.sessionStorage.removeItem(AFTER_SIGN_IN_KEY);
      return path?.startsWith('/') && !path.startsWith('//') ? path : null;
    } catch {
      return null;
    }
  },
};
