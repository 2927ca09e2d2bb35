import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { COURSE_1_DETAIL, LESSON_TYPES, allLessons, findCourseDetail, formatBytes } from './course-detail';
import { COURSE_BADGES, COURSE_DIFFICULTIES, COURSES, findCourse } from './courses';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from './legal';
import {
  DAILY_SUGAR_LIMITS,
  SUGAR_AI_QUESTIONS,
  SUGAR_AI_SYSTEM_PROMPT,
  SUGAR_CATEGORIES,
  SUGAR_FOODS,
  SUGAR_SWAPS,
  SUGAR_TYPES,
  SWAP_CATEGORIES,
  WHY_WORRY_CARDS,
  gramsToTeaspoons,
  totalSugarSavings,
} from './sugar';

const publicFile = (p: string): URL => new URL(`../../app/public${p}`, import.meta.url);
const words = (s: string): number => s.trim().split(/\s+/).length;

describe('courses', () => {
  it('has six courses with ids 1 to 6', () => {
    expect(COURSES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(findCourse(3)?.title).toBe('Toddler Picky Eating');
    expect(findCourse(7)).toBeUndefined();
  });

  it('keeps durations between 3 and 6 weeks and lessons between 10 and 18', () => {
    for (const c of COURSES) {
      expect(c.weeks).toBeGreaterThanOrEqual(3);
      expect(c.weeks).toBeLessThanOrEqual(6);
      expect(c.duration).toBe(`${c.weeks} weeks`);
      expect(c.lessons).toBeGreaterThanOrEqual(10);
      expect(c.lessons).toBeLessThanOrEqual(18);
    }
    const weeks = COURSES.map((c) => c.weeks);
    expect(Math.min(...weeks)).toBe(3);
    expect(Math.max(...weeks)).toBe(6);
  });

  it('has valid difficulty, image, highlights and badges used once each', () => {
    for (const c of COURSES) {
      expect(COURSE_DIFFICULTIES).toContain(c.difficulty);
      expect(c.image).toBe(`/images/courses/${c.slug}.svg`);
      expect(c.highlights.length).toBeGreaterThanOrEqual(3);
      expect(c.highlights.length).toBeLessThanOrEqual(4);
    }
    const badges = COURSES.flatMap((c) => (c.badge ? [c.badge] : []));
    expect([...badges].sort()).toEqual([...COURSE_BADGES].sort());
    expect(COURSES[0]?.badge).toBe('Most Popular');
    expect(COURSES[0]?.difficulty).toBe('Beginner');
  });

  it('ships an image for every course and both instructors', () => {
    for (const c of COURSES) {
      const size = statSync(publicFile(c.image)).size;
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThan(6 * 1024);
      expect(readFileSync(publicFile(c.image), 'utf8')).toContain('viewBox="0 0 800 450"');
    }
    for (const c of COURSES.slice(0, 2)) {
      const image = c.preview?.instructor.image ?? '';
      expect(image).toMatch(/^\/images\/experts\/instructor-[a-z-]+\.svg$/);
      expect(statSync(publicFile(image)).size).toBeLessThan(6 * 1024);
    }
  });

  it('gives courses 1 and 2 their preview data', () => {
    const [one, two] = COURSES;
    expect(one?.preview?.rating).toBe(4.9);
    expect(two?.preview?.rating).toBe(4.8);
    expect(one?.preview?.students).toBe(12543);
    expect(two?.preview?.students).toBe(8234);
    expect(one?.preview?.sampleLesson.duration).toBe('8 min');
    expect(two?.preview?.sampleLesson.duration).toBe('6 min');
    for (const c of [one, two]) {
      expect(c?.preview?.testimonials).toHaveLength(3);
      for (const t of c?.preview?.testimonials ?? []) expect([4, 5]).toContain(t.rating);
      expect(c?.preview?.prerequisites.length).toBeGreaterThan(0);
      expect(c?.preview?.modulePreview.length).toBeGreaterThan(0);
    }
    for (const c of COURSES.slice(2)) expect(c.preview).toBeUndefined();
  });
});

describe('course 1 detail', () => {
  const lessons = allLessons(COURSE_1_DETAIL);

  it('has 12 lessons in 4 modules of 3, matching the course card', () => {
    expect(findCourseDetail(1)).toBe(COURSE_1_DETAIL);
    expect(findCourseDetail(2)).toBeUndefined();
    expect(COURSE_1_DETAIL.modules).toHaveLength(4);
    for (const m of COURSE_1_DETAIL.modules) expect(m.lessons).toHaveLength(3);
    expect(lessons).toHaveLength(12);
    expect(COURSES[0]?.lessons).toBe(12);
    expect(COURSES[0]?.lessons).toBe(COURSE_1_DETAIL.modules.length * 3);
  });

  it('matches the preview: title, instructor, students, rating and module preview', () => {
    const course = COURSES[0];
    expect(COURSE_1_DETAIL.title).toBe(course?.title);
    expect(COURSE_1_DETAIL.instructor).toEqual(course?.preview?.instructor);
    expect(COURSE_1_DETAIL.students).toBe(12543);
    expect(COURSE_1_DETAIL.rating).toBe(4.9);
    expect(course?.preview?.modulePreview).toEqual(
      COURSE_1_DETAIL.modules.map((m) => ({ title: m.title, lessons: m.lessons.map((l) => l.title) })),
    );
    expect(course?.preview?.sampleLesson.title).toBe(lessons.find((l) => l.id === '3-1')?.title);
  });

  it('has an overview of 2 paragraphs and 6 learning outcomes', () => {
    expect(COURSE_1_DETAIL.overview).toHaveLength(2);
    expect(COURSE_1_DETAIL.learningOutcomes).toHaveLength(6);
  });

  it('gives every lesson an id, a duration, a type, at least 4 real paragraphs and 3 key points', () => {
    COURSE_1_DETAIL.modules.forEach((m, mi) => {
      m.lessons.forEach((l, li) => {
        expect(l.id).toBe(`${mi + 1}-${li + 1}`);
        expect(l.duration).toMatch(/^\d+ min$/);
        expect(LESSON_TYPES).toContain(l.type);
        expect(l.content.length).toBeGreaterThanOrEqual(4);
        for (const p of l.content) {
          expect(words(p)).toBeGreaterThanOrEqual(60);
          expect(words(p)).toBeLessThanOrEqual(120);
        }
        expect(l.keyPoints).toHaveLength(3);
      });
    });
    expect(new Set(lessons.map((l) => l.title)).size).toBe(12);
  });

  it('covers the key safety messages', () => {
    const text = lessons.flatMap((l) => l.content).join(' ');
    for (const phrase of [
      '17 weeks',
      'honey',
      'peanut',
      'egg',
      'choking',
      'open',
      'iron',
      'salt',
      '12 months',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

describe('course 1 resources', () => {
  it('has 4 PDFs whose real files match bytes and size', () => {
    expect(COURSE_1_DETAIL.resources).toHaveLength(4);
    for (const r of COURSE_1_DETAIL.resources) {
      expect(r.type).toBe('PDF');
      expect(r.file).toBe(`/resources/${r.id}.pdf`);
      const data = readFileSync(publicFile(r.file));
      expect(data.length).toBe(r.bytes);
      expect(data.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(r.size).toBe(formatBytes(r.bytes));
    }
  });

  it('formats sizes like the UI', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(4096)).toBe('4 KB');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
    expect(formatBytes(Math.round(2.3 * 1024 * 1024))).toBe('2.3 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });
});

describe('sugar board', () => {
  it('has the daily limits by age', () => {
    expect(DAILY_SUGAR_LIMITS.map((l) => l.grams)).toEqual([0, 25, 50]);
    expect(DAILY_SUGAR_LIMITS.map((l) => l.teaspoons)).toEqual([0, 6, 12]);
    expect(DAILY_SUGAR_LIMITS[0]?.label).toBe('No added sugar at all');
    for (const l of DAILY_SUGAR_LIMITS) expect(l.source.length).toBeGreaterThan(10);
  });

  it('converts grams to teaspoons at 4 g each, to one decimal', () => {
    expect(gramsToTeaspoons(0)).toBe(0);
    expect(gramsToTeaspoons(25)).toBe(6.3);
    expect(gramsToTeaspoons(35)).toBe(8.8);
    expect(gramsToTeaspoons(14.4)).toBe(3.6);
  });

  it('lists at least 150 foods across the 13 categories', () => {
    expect(SUGAR_CATEGORIES).toHaveLength(13);
    expect(SUGAR_FOODS.length).toBeGreaterThanOrEqual(150);
    for (const cat of SUGAR_CATEGORIES) {
      expect(SUGAR_FOODS.filter((f) => f.category === cat).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('keeps every food consistent', () => {
    const names = SUGAR_FOODS.map((f) => f.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const f of SUGAR_FOODS) {
      expect(SUGAR_CATEGORIES).toContain(f.category);
      expect(SUGAR_TYPES).toContain(f.type);
      expect(f.sugarGrams).toBeGreaterThanOrEqual(0);
      expect(Math.round(f.sugarGrams * 10) / 10).toBe(f.sugarGrams);
      expect(f.teaspoons).toBe(gramsToTeaspoons(f.sugarGrams));
      expect(f.serving.length).toBeGreaterThan(0);
      expect(f.source.length).toBeGreaterThan(0);
    }
  });

  it('has the reference values from public nutrition data', () => {
    const grams = (name: string): number | undefined => SUGAR_FOODS.find((f) => f.name === name)?.sugarGrams;
    expect(grams('Cola')).toBe(35);
    expect(grams('Banana')).toBe(14.4);
    expect(grams('Ketchup')).toBe(3.7);
    expect(grams('Apple juice (100% juice)')).toBe(20);
    expect(SUGAR_FOODS.find((f) => f.name === 'Whole milk')?.type).toBe('Natural');
  });

  it('has four "why worry" cards', () => {
    expect(WHY_WORRY_CARDS).toHaveLength(4);
    for (const c of WHY_WORRY_CARDS) expect(c.icon).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('has at least 4 swaps in each of the six swap categories, with consistent savings', () => {
    expect(SWAP_CATEGORIES).toEqual([
      'Beverages',
      'Breakfast',
      'Snacks',
      'Desserts',
      'Condiments & Toppings',
      'Baked Goods',
    ]);
    for (const cat of SWAP_CATEGORIES) {
      const swaps = SUGAR_SWAPS.filter((s) => s.category === cat);
      expect(swaps.length).toBeGreaterThanOrEqual(4);
      expect(totalSugarSavings(cat)).toBe(swaps.reduce((sum, s) => sum + s.savesGrams, 0));
    }
    for (const s of SUGAR_SWAPS) {
      expect(SWAP_CATEGORIES).toContain(s.category);
      const n = Number(/^(\d+(?:\.\d+)?)g sugar$/.exec(s.saves)?.[1]);
      expect(n).toBe(s.savesGrams);
      expect(s.savesGrams).toBeGreaterThan(0);
    }
  });

  it('has three canned questions and a system prompt', () => {
    expect(SUGAR_AI_QUESTIONS).toHaveLength(3);
    expect(SUGAR_AI_SYSTEM_PROMPT).toContain('not a doctor');
  });
});

describe('legal texts', () => {
  it.each([PRIVACY_POLICY, TERMS_OF_SERVICE])('$title has a revision date and 8 to 14 sections', (doc) => {
    expect(doc.revisionDate).toBe('2026-11-27');
    expect(doc.summary.length).toBeGreaterThan(0);
    expect(doc.sections.length).toBeGreaterThanOrEqual(8);
    expect(doc.sections.length).toBeLessThanOrEqual(14);
    for (const s of doc.sections) {
      expect(s.heading.length).toBeGreaterThan(0);
      expect(s.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('gives the privacy contact and the cookie facts', () => {
    const text = PRIVACY_POLICY.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('privacy@sproutplate.app');
    expect(text).toContain('HttpOnly');
  });
});
