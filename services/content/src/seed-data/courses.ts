// Demo courses the development seed loads (never in production), one JSON file a course in ./courses. Images are PNG
// files in ./images, drawn by ./images/draw-images.mjs.
import cellBiologyBasics from './courses/cell-biology-basics.json' with { type: 'json' };
import matematikAk9 from './courses/matematik-ak9.json' with { type: 'json' };
import sverigesGeografi from './courses/sveriges-geografi.json' with { type: 'json' };

export interface SeedQuestion {
  questionText: string;
  options: string[];
  correctIndex: number;
  /** File name in seed-data/images. */
  image?: string;
}

export interface SeedCourse {
  /** Slug: ^[a-z0-9]+(-[a-z0-9]+)*$ */
  name: string;
  displayName: string;
  description: string;
  language: 'sv' | 'en';
  owner: 'educator' | 'admin';
  questions: SeedQuestion[];
}

// JSON types its strings as string: courses.test.ts holds `language` and `owner` to the values above.
export const SEED_COURSES = [sverigesGeografi, cellBiologyBasics, matematikAk9] as SeedCourse[];
