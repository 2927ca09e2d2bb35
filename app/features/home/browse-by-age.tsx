/**
 * Browse by Age: a link per age group to the recipe list for it, and the First Foods guide beside
 * them. Plain elements with the theme's classes (home-section-styles.ts).
 */
import { ArrowRight, Search } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AGE_GROUPS, type AgeGroup } from '@shared/enums';
import { paths } from '../../lib/paths';
import { AGE_LINKS, HOME_SECTION } from './home-section-styles';
import { ageHref } from './search-query';
import { HomeSection, SectionHeading } from './section';

/** A line under each age so a parent can tell at a glance which stage is theirs. */
const AGE_HINTS: Record<AgeGroup, string> = {
  '0-6 months': 'First tastes',
  '6-12 months': 'Purees to finger foods',
  '1-2 years': 'Joining family meals',
  '2-3 years': 'Little independent eaters',
  '3-5 years': 'Preschool plates',
};

export function BrowseByAge() {
  return (
    <HomeSection id="browse-by-age" compact>
      <SectionHeading id="browse-by-age" title="Browse by Age" />
      <div className={AGE_LINKS.grid}>
        {AGE_GROUPS.map((age, i) => (
          <RouterLink
            key={age}
            className={AGE_LINKS.link}
            data-palette={i % 2 === 0 ? 'brand' : 'peach'}
            // The last one spans the row of two on a phone.
            data-wide={i === AGE_GROUPS.length - 1 ? '' : undefined}
            to={ageHref(age)}
          >
            <span className={AGE_LINKS.age}>{age}</span>
            {/* Keeps the two lines apart when a screen reader reads the link as one name. */}
            <span className={HOME_SECTION.hidden}>, </span>
            <span className={AGE_LINKS.hint}>{AGE_HINTS[age]}</span>
          </RouterLink>
        ))}
      </div>
      <FirstFoodsLink />
    </HomeSection>
  );
}

/** The First Foods guide, beside the ages: "can my baby have…?" is the question parents bring. */
function FirstFoodsLink() {
  return (
    <RouterLink className={AGE_LINKS.foods} to={paths.foods} data-testid="first-foods-link">
      <span className={AGE_LINKS.foodsIcon} aria-hidden="true">
        <Search size={18} />
      </span>
      <span className={AGE_LINKS.foodsText}>
        <span className={AGE_LINKS.foodsTitle}>First Foods guide: can my baby have…?</span>{' '}
        <span className={AGE_LINKS.foodsHint}>Find any food by age</span>
      </span>
      <span className={AGE_LINKS.foodsArrow} aria-hidden="true">
        <ArrowRight size={18} />
      </span>
    </RouterLink>
  );
}
