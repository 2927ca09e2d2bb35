/**
 * The seeded recipe collections. Every recipe in ./recipes.ts belongs to exactly one of them;
 * the images are drawn by scripts/make-content-images.ts into app/public/images/categories.
 */
import type { SeedCategory } from './types';

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    slug: 'first-tastes',
    name: 'First Tastes',
    description:
      'Smooth, simple purees for the very first spoonfuls, once your baby is ready for solids ' +
      'at around 6 months. One or two ingredients, no salt, no sugar.',
    imageUrl: '/images/categories/first-tastes.svg',
  },
  {
    slug: 'finger-foods',
    name: 'Finger Foods',
    description:
      'Soft, easy-to-grip foods for baby-led weaning and little hands learning to feed themselves.',
    imageUrl: '/images/categories/finger-foods.svg',
  },
  {
    slug: 'iron-rich-meals',
    name: 'Iron-Rich Meals',
    description:
      'Meals built around meat, lentils, beans and greens to top up the iron stores that start ' +
      'to run low from 6 months.',
    imageUrl: '/images/categories/iron-rich-meals.svg',
  },
  {
    slug: 'quick-breakfasts',
    name: 'Quick Breakfasts',
    description: 'Nourishing breakfasts you can make in minutes, or the night before, for busy mornings.',
    imageUrl: '/images/categories/quick-breakfasts.svg',
  },
  {
    slug: 'lunchbox-ideas',
    name: 'Lunchbox Ideas',
    description: 'Colourful lunches that travel well to nursery, preschool or the park, and taste good cold.',
    imageUrl: '/images/categories/lunchbox-ideas.svg',
  },
  {
    slug: 'family-dinners',
    name: 'Family Dinners',
    description:
      'One meal for the whole table: family favourites cooked without added salt or sugar, so ' +
      'the youngest can share them.',
    imageUrl: '/images/categories/family-dinners.svg',
  },
  {
    slug: 'healthy-snacks',
    name: 'Healthy Snacks',
    description:
      'Mini meals between meals: fruit, vegetables, dairy and wholegrains in small, satisfying portions.',
    imageUrl: '/images/categories/healthy-snacks.svg',
  },
  {
    slug: 'batch-cooking',
    name: 'Batch and Freeze',
    description: 'Cook once, eat many times: purees, sauces and soups that freeze well in small portions.',
    imageUrl: '/images/categories/batch-cooking.svg',
  },
];
