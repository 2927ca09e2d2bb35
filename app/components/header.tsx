/**
 * The sticky header: the main links, the account area (Sign In / Sign Up, or
 * My Account with the username and Sign Out; admin links for admins), the
 * theme menu, and below the xl breakpoint a collapsible menu that closes on a
 * link click or sign out. The menu is a native <details>, so it opens on a
 * server-rendered page before the app has hydrated it.
 */
import { Box, Button, Container, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-provider';
import { useSignOut } from '../features/auth/sign-out';
import { paths } from '../lib/paths';
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

const navLinkStyles = {
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: '600',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

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
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/85"
      backdropFilter="blur(10px)"
      borderBottomWidth="1px"
      className="no-print"
    >
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex h="16" align="center" justify="space-between" gap="4">
          <RouterLink to={paths.home} aria-label="SproutPlate home">
            <Logo />
          </RouterLink>

          <HStack as="nav" aria-label="Main" gap="0.5" hideBelow="xl">
            {NAV_LINKS.map((l) => (
              <Box asChild key={l.to} {...navLinkStyles}>
                <NavLink to={l.to} end={l.to === paths.home}>
                  {l.label}
                </NavLink>
              </Box>
            ))}
          </HStack>

          <HStack gap="2">
            <DeferredChildSwitcher />
            <DeferredThemeMenu />
            <HStack gap="2" hideBelow="md" minW="44" justify="flex-end">
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
            </HStack>
            <Box as="details" ref={menu} hideFrom="xl" css={MENU_STYLES}>
              <Box as="summary" aria-controls="mobile-menu" {...MENU_BUTTON}>
                <Box as="span" className="when-closed" display="contents">
                  <MenuIcon aria-hidden="true" />
                  <VisuallyHidden>Open menu</VisuallyHidden>
                </Box>
                <Box as="span" className="when-open" display="contents">
                  <X aria-hidden="true" />
                  <VisuallyHidden>Close menu</VisuallyHidden>
                </Box>
              </Box>
              <MobileMenu user={user} close={close} signOut={signOut} />
            </Box>
          </HStack>
        </Flex>
      </Container>

      {dialog}
    </Box>
  );
}

/** The summary's look: a ghost icon button, its label and icon following the menu's state. */
const MENU_STYLES = {
  '& > summary': { listStyle: 'none' },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '&[open] > summary .when-closed, &:not([open]) > summary .when-open': { display: 'none' },
} as const;

const MENU_BUTTON = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '9',
  borderRadius: 'l2',
  cursor: 'pointer',
  color: 'fg',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  '& svg': { boxSize: '5' },
} as const;

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
  return (
    <Box
      id="mobile-menu"
      position="absolute"
      top="100%"
      left="0"
      right="0"
      borderTopWidth="1px"
      borderBottomWidth="1px"
      bg="bg.panel"
      boxShadow="md"
    >
      <Container maxW="7xl" py="3" px="4">
        <Stack as="nav" aria-label="Mobile" gap="0.5">
          {NAV_LINKS.map((l) => (
            <Box asChild key={l.to} {...navLinkStyles} fontSize="md" py="2.5">
              <NavLink to={l.to} end={l.to === paths.home} onClick={close}>
                {l.label}
              </NavLink>
            </Box>
          ))}
          {/* Signed in or not (children are kept on the device too); on wide screens: the account menu, the footer. */}
          <Box asChild {...navLinkStyles} fontSize="md" py="2.5">
            <NavLink to={paths.children} onClick={close}>
              My Children
            </NavLink>
          </Box>
        </Stack>
        <Box borderTopWidth="1px" mt="3" pt="3">
          {user ? (
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted" px="3">
                Signed in as <b data-testid="mobile-username">{user.username}</b>
              </Text>
              <Box asChild {...navLinkStyles} fontSize="md">
                <NavLink to={paths.account} onClick={close}>
                  Account
                </NavLink>
              </Box>
              <Box asChild {...navLinkStyles} fontSize="md">
                <NavLink to={paths.shoppingList} onClick={close}>
                  Shopping List
                </NavLink>
              </Box>
              {user.isAdmin &&
                ADMIN_LINKS.map((l) => (
                  <Box asChild key={l.to} {...navLinkStyles} fontSize="md">
                    <NavLink to={l.to} onClick={close}>
                      {l.label}
                    </NavLink>
                  </Box>
                ))}
              <Button variant="outline" onClick={signOut} mt="2">
                Sign Out
              </Button>
            </Stack>
          ) : (
            <HStack gap="3">
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
            </HStack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
