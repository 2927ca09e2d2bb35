/**
 * A food in the guide's grid: its icon, name (and US name), from what age, the choking risk, its
 * allergens and flags; the whole card links to the food's page. Plain elements with the theme's
 * classes (components/food-card-styles.ts): the index shows every food of the guide at once.
 */
import { Link as RouterLink } from 'react-router-dom';
import { ALLERGEN_LABELS, FOOD_FLAG_LABELS, type FoodEntry } from '@shared/content/foods/types';
import { MAX_GUIDE_MONTHS } from '@shared/lib/language';
import { FOOD_CARD } from '../../components/food-card-styles';
import { FoodIcon } from './food-icon';
import {
  ALLERGEN_PALETTE,
  CATEGORY_PALETTE,
  CHOKING_PALETTE,
  CHOKING_TEXT,
  FLAG_PALETTE,
} from './food-labels';
import { foodHref, fromAgeLabel } from './food-params';

export function FoodCard({
  food,
  age,
  headingLevel: Title = 'h2',
}: {
  food: FoodEntry;
  /** The child's age in months, carried to the food's page. */
  age?: number | undefined;
  headingLevel?: 'h2' | 'h3';
}) {
  const notYet = food.fromMonths >= MAX_GUIDE_MONTHS;
  return (
    <article className={FOOD_CARD.root} data-testid="food-card">
      <div className={FOOD_CARD.icon} data-palette={notYet ? 'gray' : CATEGORY_PALETTE[food.category]}>
        <FoodIcon food={food} />
      </div>
      <div className={FOOD_CARD.body}>
        <Title className={FOOD_CARD.title}>
          <RouterLink className={FOOD_CARD.link} to={foodHref(food.slug, age)}>
            {food.name}
          </RouterLink>
        </Title>
        {food.usName && food.usName.toLowerCase() !== food.name.toLowerCase() && (
          <p className={FOOD_CARD.names}>US: {food.usName}</p>
        )}
        <p className={FOOD_CARD.age} data-not-yet={notYet || undefined}>
          {fromAgeLabel(food)}
        </p>
        <div className={FOOD_CARD.badges}>
          <span
            className={FOOD_CARD.badge}
            data-variant="subtle"
            data-palette={CHOKING_PALETTE[food.choking.risk]}
            data-choking={food.choking.risk}
          >
            {CHOKING_TEXT[food.choking.risk]}
          </span>
          {food.allergens.map((a) => (
            <span key={a} className={FOOD_CARD.badge} data-variant="subtle" data-palette={ALLERGEN_PALETTE}>
              Allergen: {ALLERGEN_LABELS[a]}
            </span>
          ))}
          {food.flags.map((f) => (
            <span key={f} className={FOOD_CARD.badge} data-variant="subtle" data-palette={FLAG_PALETTE[f]}>
              {FOOD_FLAG_LABELS[f]}
            </span>
          ))}
        </div>
      </div>
    </article>
  );
}
