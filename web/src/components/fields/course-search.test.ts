import { describe, expect, it } from 'vitest';
import { searchCourses } from './course-search';

const courses = [
  { name: 'sveriges-geografi', displayName: 'Sveriges geografi' },
  { name: 'matematik-ak9', displayName: 'Matematik åk 9' },
  { name: 'biologi-ak8', displayName: 'Biologi åk 8' },
];

const names = (found: readonly (typeof courses)[number][]) => found.map((course) => course.name);

describe('searchCourses', () => {
  it('keeps every course, in order, for an empty query', () => {
    expect(searchCourses(courses, ' ')).toBe(courses);
  });

  it('finds a course by words of its title in any order, case and accents aside', () => {
    expect(names(searchCourses(courses, 'AK 9 matematik'))).toEqual(['matematik-ak9']);
    expect(names(searchCourses(courses, 'åk'))).toEqual(['matematik-ak9', 'biologi-ak8']);
  });

  it('finds a course by its name as in its address', () => {
    expect(names(searchCourses(courses, 'biologi-ak8'))).toEqual(['biologi-ak8']);
  });

  it('finds nothing when a word matches no course', () => {
    expect(searchCourses(courses, 'geografi kemi')).toEqual([]);
  });
});
