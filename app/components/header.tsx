/**
 * The sticky header: the main links, the account area (Sign In / Sign Up, or
 * My Account with the username and Sign Out; admin links for admins), the
 * theme menu, and below the xl breakpoint a collapsible menu that closes on a
 * link click or sign out. The menu is a native <details>, so it opens on a
 * server-rendered page before the app has hydrated it.
 */
import { Button } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-provider';
import { useSignOut } from '../features/auth/sign-out';
import { paths } from '../lib/paths';
import { HEADER } from './header-styles';
import { Logo } from './logo';
import { ADMIN_LINKS } from './account-menu-links';
import { DeferredAccountMenu, DeferredThemeMenu } from './deferred-menus';
import { DeferredChildSwitcher } from './deferred-child-switcher';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Recipes', to: paths.recipes },
  { label: 'Foods', to: paths.foods },
  { label: 'Guides', to: paths.guides },
  { label: 'Sugar Board', to: paths.sugarBoard },
  { label: 'Meal Plans', to: paths.mealPlan },
  { label: 'AI Assistant', to: paths.chatbot },
  { label: 'Community', to: paths.community },
  { label: 'About', to: paths.about },
] as const;

export function Header() {
  const { user, isLoading } = useAuth();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    if (menu.current) menu.current.open = false;
  }, []);
  const location = useLocation();
  const navigate = useNavigate();

  // The mobile menu closes whenever the screen changes; not when the page is hydrated, since a
  // parent may have opened it before.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [close, location.pathname]);

  const { requestSignOut, dialog } = useSignOut(() => void navigate(paths.home));
  const signOut = () => {
    close();
    requestSignOut();
  };

  return (
    <header className={`${HEADER.root} no-print`}>
      <div className={HEADER.inner}>
        <div className={HEADER.bar}>
          <RouterLink to={paths.home} aria-label="SproutPlate home">
            <Logo />
          </RouterLink>

          <nav aria-label="Main" className={HEADER.nav}>
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === paths.home} className={HEADER.link}>
                {l.label}
              </NavLink>
            ))}
          </nav>

          <div className={HEADER.actions}>
            <DeferredChildSwitcher />
            <DeferredThemeMenu />
            <div className={HEADER.account}>
              {isLoading ? null : user ? (
                <DeferredAccountMenu onSignOut={signOut} />
              ) : (
                <>
                  <Button asChild variant="ghost" size="sm">
                    <RouterLink to={paths.auth}>Sign In</RouterLink>
                  </Button>
                  <Button asChild colorPalette="brand" size="sm">
                    <RouterLink to={paths.register}>Sign Up</RouterLink>
                  </Button>
                </>
              )}
            </div>
            <details ref={menu} className={HEADER.menu}>
              <summary aria-controls="mobile-menu" className={HEADER.menuButton}>
                <span className={`${HEADER.menuState} when-closed`}>
                  <MenuIcon aria-hidden="true" />
                  <span className={HEADER.hidden}>Open menu</span>
                </span>
                <span className={`${HEADER.menuState} when-open`}>
                  <X aria-hidden="true" />
                  <span className={HEADER.hidden}>Close menu</span>
                </span>
              </summary>
              <MobileMenu user={user} close={close} signOut={signOut} />
            </details>
          </div>
        </div>
      </div>

      {dialog}
    </header>
  );
}

/** The phone's menu, under the header bar (the header is its containing block). */
function MobileMenu({
  user,
  close,
  signOut,
}: {
  user: ReturnType<typeof useAuth>['user'];
  close: () => void;
  signOut: () => void;
}) {
  const link = `${HEADER.link} ${HEADER.panelLink}`;
  return (
    <div id="mobile-menu" className={HEADER.panel}>
      <div className={HEADER.panelInner}>
        <nav aria-label="Mobile" className={HEADER.panelNav}>
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === paths.home} onClick={close} className={link}>
              {l.label}
            </NavLink>
          ))}
          {/* Signed in or not (children are kept on the device too); on wide screens: the account menu, the footer. */}
          <NavLink to={paths.children} onClick={close} className={link}>
            My Children
          </NavLink>
        </nav>
        <div className={HEADER.panelAccount}>
          {user ? (
            <div className={HEADER.panelUser}>
              <p className={HEADER.signedInAs}>
                Signed in as <b data-testid="mobile-username">{user.username}</b>
              </p>
              <NavLink to={paths.account} onClick={close} className={link}>
                Account
              </NavLink>
              <NavLink to={paths.shoppingList} onClick={close} className={link}>
                Shopping List
              </NavLink>
              {user.isAdmin &&
                ADMIN_LINKS.map((l) => (
                  <NavLink key={l.to} to={l.to} onClick={close} className={link}>
                    {l.label}
                  </NavLink>
                ))}
              <Button variant="outline" onClick={signOut} mt="2">
                Sign Out
              </Button>
            </div>
          ) : (
            <div className={HEADER.panelButtons}>
              <Button asChild variant="outline" flex="1">
                <RouterLink to={paths.auth} onClick={close}>
                  Sign In
                </RouterLink>
              </Button>
              <Button asChild colorPalette="brand" flex="1">
                <RouterLink to={paths.register} onClick={close}>
                  Sign Up
                </RouterLink>
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
