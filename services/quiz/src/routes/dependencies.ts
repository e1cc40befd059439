import type { TokenVerifier } from '@quizdrill/service-kit';
import type { Memory } from '../memory/memory.js';
import type { Progress } from '../progress/progress.js';
import type { CourseLoader } from '../read-model/course-loader.js';
import type { CourseModel } from '../read-model/course-model.js';
import type { Quiz } from '../sessions/quiz.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface QuizRouteDependencies {
  quiz: Quiz;
  progress: Progress;
  memory: Memory;
  loader: CourseLoader;
  model: CourseModel;
  tokens: TokenVerifier;
}
