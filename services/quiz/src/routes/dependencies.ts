import type { TokenVerifier } from '@quizdrill/service-kit';
import type { Progress } from '../progress/progress.js';
import type { Quiz } from '../sessions/quiz.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface QuizRouteDependencies {
  quiz: Quiz;
  progress: Progress;
  tokens: TokenVerifier;
}
