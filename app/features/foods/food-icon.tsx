/**
 * A food's picture: an icon that ships with the app (lucide), by category, with a closer one for
 * the foods that have their own. No remote images, so the guide looks the same offline.
 */
import {
  Apple,
  Banana,
  Bean,
  Beef,
  Candy,
  Carrot,
  Cherry,
  Citrus,
  Coffee,
  CookingPot,
  Croissant,
  CupSoda,
  Droplet,
  Drumstick,
  Egg,
  Fish,
  GlassWater,
  Grape,
  Ham,
  Leaf,
  LeafyGreen,
  Milk,
  Nut,
  Popcorn,
  Shrimp,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import type { Food, FoodCategory } from '@shared/content/foods/types';

const BY_CATEGORY: Record<FoodCategory, LucideIcon> = {
  vegetables: Carrot,
  fruits: Apple,
  grains: Wheat,
  proteins: Drumstick,
  dairy: Milk,
  'nuts-seeds': Nut,
  drinks: CupSoda,
  extras: Candy,
};

/** Foods with an icon of their own, by a word of their slug. */
const BY_WORD: readonly [RegExp, LucideIcon][] = [
  [/^eggs?$/, Egg],
  [/^bananas?$/, Banana],
  [/^grapes?$/, Grape],
  [/^cherr(y|ies)$/, Cherry],
  [/^(orange|oranges|lemon|lime|clementines?|satsumas?|mandarins?|grapefruit|citrus)$/, Citrus],
  [/^(prawns?|shrimps?|crab|mussels?|shellfish|lobster)$/, Shrimp],
  [
    /^(fish|salmon|cod|tuna|sardines?|mackerel|haddock|pollock|trout|swordfish|shark|marlin|anchov(y|ies))$/,
    Fish,
  ],
  [/^(beef|lamb|mince|steak|liver|pork)$/, Beef],
  [/^(ham|bacon|sausages?|gammon)$/, Ham],
  [/^(beans?|lentils?|chickpeas?|tofu|edamame|hummus|tempeh|peas?)$/, Bean],
  [/^(spinach|kale|cabbage|lettuce|rocket|choi|chard|sprouts|greens)$/, LeafyGreen],
  [/^(tea|coffee)$/, Coffee],
  [/^(milk|formula)$/, Milk],
  [/^water$/, GlassWater],
  [/^(oil|butter)$/, Droplet],
  [/^(herbs|spices)$/, Leaf],
  [/^(salt|stock)$/, CookingPot],
  [/^(bread|toast|crackers)$/, Croissant],
  [/^popcorn$/, Popcorn],
];

export function foodIcon(food: Pick<Food, 'slug' | 'category'>): LucideIcon {
  const words = food.slug.split('-');
  for (const [pattern, icon] of BY_WORD) if (words.some((w) => pattern.test(w))) return icon;
  return BY_CATEGORY[food.category];
}

export function FoodIcon({ food, size = 28 }: { food: Pick<Food, 'slug' | 'category'>; size?: number }) {
  const Icon = foodIcon(food);
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}
