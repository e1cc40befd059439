// What every AI provider offers (DESIGN.md "Jobs": openai, claude, offline behind one interface).
import type {
  AiProviderName,
  GeneratedKind,
  GeneratedOption,
  Language,
  NumericRange,
  QuestionKind,
  ShortAnswer,
} from '@quizdrill/contracts';

export type ProviderName = AiProviderName;

/** Tokens as the provider reports them (the offline provider reports none). */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * A question before it is given its course: text and options, exactly one correct; or (issue 43) another kind with
 * its answer key, well formed by `answerKeyProblem`. No kind is single choice.
 */
export interface DraftQuestion {
  questionText: string;
  kind?: Exclude<GeneratedKind, 'single'>;
  options: GeneratedOption[];
  /** short: the accepted answers. */
  answers?: ShortAnswer[];
  /** numeric: the accepted value ± tolerance. */
  ranges?: NumericRange[];
}

export interface GenerateInput {
  text: string;
  language: Language;
  /** How many questions to make, at most (the provider may make fewer when the text has less to ask). */
  count: number;
  /** Regenerate this question: one new question on the same point of the text. */
  original?: { questionText: string; options?: { optionText: string }[] };
  signal?: AbortSignal;
}

export interface RegenerateOptionsInput {
  questionText: string;
  language: Language;
  sourceText?: string;
  signal?: AbortSignal;
}

export interface ExplainInput {
  questionText: string;
  /** Single choice when absent. */
  kind?: QuestionKind;
  options: { optionLabel: string; optionText: string }[];
  /** matching: the left items. */
  prompts?: string[];
  correctOption?: string;
  /** The teacher's explanation of the question and feedback on the answer, when they wrote any. */
  explanation?: string | null;
  feedback?: string[];
  selectedOption: string;
  language: Language;
  signal?: AbortSignal;
}

export interface AiProvider {
  readonly name: ProviderName;
  generateQuestions(input: GenerateInput): Promise<{ questions: DraftQuestion[]; usage?: Usage }>;
  regenerateOptions(input: RegenerateOptionsInput): Promise<{ options: GeneratedOption[]; usage?: Usage }>;
  explain(input: ExplainInput): Promise<{ text: string; usage?: Usage }>;
}

/**
 * Why a provider call failed, so callers can answer right: `unavailable` (timeout, network, 5xx, 429 — try again
 * later: 503), `failed` (the model's output stayed invalid after one repair — 502).
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'failed',
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ProviderError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;
}
