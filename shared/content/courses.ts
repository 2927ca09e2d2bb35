/**
 * The six free feeding courses shown on /guides (spec section 3, "Course"; section 9).
 * Fixed content shared by the app, the API and the service worker. Course 1's full
 * curriculum lives in `course-detail.ts`; its `modulePreview` here lists the same modules
 * and lessons (a test keeps the two in step).
 */

export const COURSE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseDifficulty = (typeof COURSE_DIFFICULTIES)[number];

export const COURSE_BADGES = ['Most Popular', 'Essential', 'New', 'Expert Level', 'Complete Guide'] as const;
export type CourseBadge = (typeof COURSE_BADGES)[number];

export interface Instructor {
  name: string;
  title: string;
  bio: string;
  /** '/images/experts/instructor-<slug>.svg' */
  image: string;
}

export interface Testimonial {
  name: string;
  text: string;
  rating: 4 | 5;
}

export interface SampleLesson {
  title: string;
  duration: string;
  summary: string;
}

export interface ModulePreview {
  title: string;
  lessons: readonly string[];
}

export interface CoursePreview {
  instructor: Instructor;
  rating: number;
  students: number;
  prerequisites: readonly string[];
  sampleLesson: SampleLesson;
  testimonials: readonly Testimonial[];
  modulePreview: readonly ModulePreview[];
}

export interface Course {
  id: number;
  /** URL-safe name, used for the image file. */
  slug: string;
  title: string;
  description: string;
  /** '3 weeks' to '6 weeks'. */
  duration: string;
  weeks: number;
  lessons: number;
  difficulty: CourseDifficulty;
  /** '/images/courses/<slug>.svg' */
  image: string;
  highlights: readonly string[];
  badge?: CourseBadge;
  preview?: CoursePreview;
}

export const COURSE_INSTRUCTORS = {
  startingSolids: {
    name: 'Dr. Niamh Okafor-Reyes',
    title: 'Pediatric Dietitian, PhD',
    bio:
      'Niamh has spent fifteen years helping families through the first year of food, first in hospital ' +
      'infant-feeding clinics and now in community child-health teams. Her research looked at how ' +
      'babies accept new vegetables, and her advice is practical: small steps, real food, calm mealtimes.',
    image: '/images/experts/instructor-niamh-okafor-reyes.svg',
  },
  babyLedWeaning: {
    name: 'Tomasz Ellery-Hughes',
    title: 'Pediatric Occupational Therapist and Feeding Specialist',
    bio:
      'Tomasz works with babies and toddlers who find eating hard, and with the parents who want to get ' +
      'finger foods right from the start. He teaches safe food shapes, seating and the difference ' +
      'between gagging and choking in a way that takes the fear out of the high chair.',
    image: '/images/experts/instructor-tomasz-ellery-hughes.svg',
  },
} as const satisfies Record<string, Instructor>;

export const COURSES: readonly Course[] = [
  {
    id: 1,
    slug: 'starting-solids',
    title: 'Starting Solids with Confidence',
    description:
      'A step-by-step introduction to solid foods for babies around 6 months: readiness signs, first ' +
      'foods, iron, textures, allergens, safety and a calm, responsive routine.',
    duration: '4 weeks',
    weeks: 4,
    lessons: 12,
    difficulty: 'Beginner',
    image: '/images/courses/starting-solids.svg',
    highlights: [
      'Know when your baby is really ready',
      'First foods and iron-rich meal ideas',
      'Gagging vs choking, and how to stay calm',
      'Introducing allergens early and safely',
    ],
    badge: 'Most Popular',
    preview: {
      instructor: COURSE_INSTRUCTORS.startingSolids,
      rating: 4.9,
      students: 12543,
      prerequisites: [
        'None: this course is for complete beginners',
        'A baby aged about 4 to 7 months, or one on the way',
      ],
      sampleLesson: {
        title: 'Gagging vs Choking: What Every Parent Should Know',
        duration: '8 min',
        summary:
          'Learn why gagging is a normal, noisy safety reflex while choking is silent, which food shapes ' +
          'lower the risk, and what to do in an emergency.',
      },
      testimonials: [
        {
          name: 'Priya, mum of Arjun (7 months)',
          text:
            'I was terrified of the first spoonful. The readiness checklist and the gagging lesson made ' +
            'me feel like I actually knew what I was doing.',
          rating: 5,
        },
        {
          name: 'Marcus, dad of twins (6 months)',
          text:
            'Clear, short lessons I could watch during night feeds. The iron-rich food list alone was ' +
            'worth it.',
          rating: 5,
        },
        {
          name: 'Elena, mum of Sofia (8 months)',
          text:
            'Very practical. I would have liked more recipes, but the allergen plan gave us a simple ' +
            'routine we still follow.',
          rating: 4,
        },
      ],
      modulePreview: [
        {
          title: 'Getting Ready for Solids',
          lessons: [
            'Signs Your Baby Is Ready',
            'Milk Feeds and Solids: How They Fit Together',
            'Setting Up: Seating, Equipment and Food Hygiene',
          ],
        },
        {
          title: 'First Foods',
          lessons: [
            'First Tastes: What to Offer in Week One',
            'Iron-Rich Foods and Why They Matter',
            'Textures: From Smooth to Finger Foods',
          ],
        },
        {
          title: 'Safety First',
          lessons: [
            'Gagging vs Choking: What Every Parent Should Know',
            'Introducing Allergens Early and Safely',
            'Quick Check: Foods and Drinks to Avoid Under 12 Months',
          ],
        },
        {
          title: 'Building Healthy Habits',
          lessons: [
            "Responsive Feeding: Follow Your Baby's Lead",
            'How Much and How Often: A Daily Rhythm',
            'When to Ask for Help, and What Comes Next',
          ],
        },
      ],
    },
  },
  {
    id: 2,
    slug: 'baby-led-weaning',
    title: 'Baby-Led Weaning Essentials',
    description:
      'Let your baby feed themselves from the start: safe finger-food shapes, seating, iron-rich family ' +
      'meals adapted for babies, and how to combine baby-led and spoon feeding.',
    duration: '3 weeks',
    weeks: 3,
    lessons: 10,
    difficulty: 'Beginner',
    image: '/images/courses/baby-led-weaning.svg',
    highlights: [
      'Safe finger-food shapes for 6 to 12 months',
      'Adapting family meals without salt or sugar',
      'Combining baby-led and spoon feeding',
    ],
    badge: 'New',
    preview: {
      instructor: COURSE_INSTRUCTORS.babyLedWeaning,
      rating: 4.8,
      students: 8234,
      prerequisites: [
        'Your baby shows the signs of readiness (around 6 months)',
        'Helpful but not required: Starting Solids with Confidence',
      ],
      sampleLesson: {
        title: 'Finger Foods That Are Safe to Start With',
        duration: '6 min',
        summary:
          'Soft, finger-length strips your baby can hold in a fist, the squish test, and the foods to ' +
          'change shape or skip in the first months.',
      },
      testimonials: [
        {
          name: 'Hannah, mum of Leo (6 months)',
          text: 'The food-shape guide is on our fridge. Leo eats broccoli trees and egg strips like a pro.',
          rating: 5,
        },
        {
          name: 'Daniel, dad of Maya (9 months)',
          text:
            'Finally someone explained how to mix purées and finger foods without feeling guilty about ' +
            'either.',
          rating: 5,
        },
        {
          name: 'Aisha, mum of Yusuf (7 months)',
          text:
            'Great seating and safety advice. The mess tips could be longer, but it changed how I ' +
            'cook for the whole family.',
          rating: 4,
        },
      ],
      modulePreview: [
        {
          title: 'Is Baby-Led Weaning Right for You?',
          lessons: ["What Baby-Led Weaning Is (and Isn't)", 'Readiness and Seating for Self-Feeding'],
        },
        {
          title: 'Safe Shapes and First Finger Foods',
          lessons: [
            'Finger Foods That Are Safe to Start With',
            'The Squish Test and Foods to Reshape',
            'Gagging, Choking and Staying Calm',
          ],
        },
        {
          title: 'Family Meals, Baby-Sized',
          lessons: ['Iron at Every Meal', 'Cooking Without Salt or Sugar', 'Mixing Spoons and Fingers'],
        },
        {
          title: 'Growing Skills',
          lessons: ['From Palmar Grasp to Pincer Grip', 'Cups, Cutlery and Mealtime Routines'],
        },
      ],
    },
  },
  {
    id: 3,
    slug: 'picky-eating',
    title: 'Toddler Picky Eating',
    description:
      'Why toddlers refuse food, and evidence-based ways to widen what they eat without battles: ' +
      'repeated exposure, the division of responsibility, food play and safe foods on every plate.',
    duration: '5 weeks',
    weeks: 5,
    lessons: 14,
    difficulty: 'Advanced',
    image: '/images/courses/picky-eating.svg',
    highlights: [
      'Understand food neophobia and appetite swings',
      'A no-pressure plan for new foods',
      'Know when picky eating needs professional help',
      'Scripts for tricky mealtimes',
    ],
    badge: 'Expert Level',
  },
  {
    id: 4,
    slug: 'allergen-introduction',
    title: 'Allergen Introduction',
    description:
      'Introduce peanut, egg, milk, wheat, fish, sesame and the other common allergens one at a time, ' +
      'keep them in the diet, and recognise and respond to a reaction.',
    duration: '3 weeks',
    weeks: 3,
    lessons: 11,
    difficulty: 'Intermediate',
    image: '/images/courses/allergen-introduction.svg',
    highlights: [
      'Which allergens to offer, and in what form',
      'Keeping allergens in the diet regularly',
      'Spotting mild and severe reactions',
    ],
    badge: 'Essential',
  },
  {
    id: 5,
    slug: 'family-meals',
    title: 'Family Meals for Little Ones',
    description:
      'Cook once for everyone: adapt family recipes for babies and toddlers, plan a week of meals, ' +
      'batch cook safely and make shared mealtimes relaxed.',
    duration: '4 weeks',
    weeks: 4,
    lessons: 13,
    difficulty: 'Intermediate',
    image: '/images/courses/family-meals.svg',
    highlights: [
      'One meal, three textures',
      'Weekly planning and batch cooking',
      'Lower-salt, lower-sugar family favorites',
    ],
  },
  {
    id: 6,
    slug: 'complete-nutrition',
    title: 'Complete Nutrition 0-5',
    description:
      'Everything from milk feeds to preschool lunches: energy and nutrient needs by age, iron, ' +
      'vitamin D, calcium, fiber, drinks, vegetarian diets, supplements and growth.',
    duration: '6 weeks',
    weeks: 6,
    lessons: 18,
    difficulty: 'Advanced',
    image: '/images/courses/complete-nutrition.svg',
    highlights: [
      'Nutrient needs from birth to 5 years',
      'Vitamins and supplements explained',
      'Plant-based and vegetarian little ones',
      'Reading labels and sugar awareness',
    ],
    badge: 'Complete Guide',
  },
];

export function findCourse(id: number): Course | undefined {
  return COURSES.find((c) => c.id === id);
}
