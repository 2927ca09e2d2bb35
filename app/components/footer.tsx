/**
 * The footer on every page: plain elements with the theme's classes (footer-styles.ts), not
 * Chakra's components, since every page hydrates it (docs/decisions/019).
 */
import { Mail } from 'lucide-react';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './social-icons';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../lib/paths';
import { FOOTER } from './footer-styles';
import { Logo } from './logo';

const COLUMNS = [
  {
    title: 'Explore',
    links: [
      { label: 'Recipes', to: paths.recipes },
      { label: 'First Foods Guide', to: paths.foods },
      { label: 'Feeding Guides', to: paths.guides },
      { label: 'Sugar Board', to: paths.sugarBoard },
      { label: 'Meal Planner', to: paths.mealPlan },
      { label: 'My Children', to: paths.children },
      { label: 'AI Assistant', to: paths.chatbot },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Nutrition Tips', to: paths.nutritionTips },
      { label: 'Community', to: paths.community },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Create an Account', to: paths.register },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
] as const;

const SOCIAL = [
  { label: 'SproutPlate on Instagram', href: 'https://www.instagram.com/sproutplate', Icon: InstagramIcon },
  { label: 'SproutPlate on Facebook', href: 'https://www.facebook.com/sproutplate', Icon: FacebookIcon },
  { label: 'SproutPlate on YouTube', href: 'https://www.youtube.com/@sproutplate', Icon: YoutubeIcon },
  { label: 'Email SproutPlate', href: 'mailto:hello@sproutplate.app', Icon: Mail },
] as const;

export function Footer() {
  return (
    <footer className={`${FOOTER.root} no-print`}>
      <div className={FOOTER.inner}>
        <div className={FOOTER.columns}>
          <div className={FOOTER.about}>
            <Logo />
            <p className={FOOTER.blurb}>
              Age-appropriate recipes, expert tips and a weekly planner for feeding children from birth to 5
              years. Works in the kitchen and the supermarket, even offline.
            </p>
            <div className={FOOTER.social}>
              {SOCIAL.map(({ label, href, Icon }) => (
                <a
                  key={href}
                  className={FOOTER.socialLink}
                  href={href}
                  aria-label={label}
                  title={label}
                  target={href.startsWith('http') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                >
                  <Icon size={20} aria-hidden="true" />
                </a>
              ))}
            </div>
          </div>
          {COLUMNS.map((col) => (
            <nav aria-label={col.title} key={col.title} className={FOOTER.column}>
              <h2 className={FOOTER.heading}>{col.title}</h2>
              {col.links.map((l) => (
                <RouterLink key={l.to} to={l.to} className={FOOTER.link}>
                  {l.label}
                </RouterLink>
              ))}
            </nav>
          ))}
        </div>
        <div className={FOOTER.bottom}>
          <p>© {new Date().getFullYear()} SproutPlate. All rights reserved.</p>
          <div className={FOOTER.legal}>
            <RouterLink to={paths.privacy} className={FOOTER.legalLink}>
              Privacy
            </RouterLink>
            <RouterLink to={paths.terms} className={FOOTER.legalLink}>
              Terms
            </RouterLink>
          </div>
        </div>
      </div>
    </footer>
  );
}
