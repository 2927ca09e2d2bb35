/**
 * The frame every home section shares: a landmark labelled by its h2, the same
 * width and rhythm, and an optional 'View All'-style link beside the heading.
 * Plain elements with the theme's classes (home-section-styles.ts).
 */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_SECTION } from './home-section-styles';

export function HomeSection({
  id,
  children,
  bg,
  compact = false,
}: {
  id: string;
  children: ReactNode;
  /** The section's background: the page's (none), a subtle grey, or a warm peach band. */
  bg?: 'subtle' | 'peach';
  /** Less space above and below. */
  compact?: boolean;
}) {
  return (
    <section
      className={HOME_SECTION.root}
      aria-labelledby={`${id}-heading`}
      data-bg={bg}
      data-size={compact ? 'compact' : undefined}
    >
      <div className={HOME_SECTION.container}>{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** `srLabel` finishes the visible text for screen readers, e.g. 'View All' + ' recipes'. */
  link?: { to: string; label: string; srLabel?: string };
}) {
  return (
    <div className={HOME_SECTION.heading}>
      <div className={HOME_SECTION.titles}>
        <h2 className={HOME_SECTION.title} id={`${id}-heading`}>
          {title}
        </h2>
        {subtitle && <p className={HOME_SECTION.subtitle}>{subtitle}</p>}
      </div>
      {link && (
        <RouterLink className={HOME_SECTION.link} to={link.to}>
          {link.label}
          {link.srLabel && <span className={HOME_SECTION.hidden}> {link.srLabel}</span>}
          <ArrowRight size={16} aria-hidden="true" />
        </RouterLink>
      )}
    </div>
  );
}
