/**
 * The sticky header: the main links, the account area (Sign In / Sign Up, or
 * My Account with the username and Sign Out; admin links for admins), the
 * theme menu, and below the medium breakpoint a collapsible menu that closes
 * on a link click or sign out.
 */
import { Box, Button, Container, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-provider';
import { useSignOut } from '../features/auth/sign-out';
import { paths } from '../lib/paths';
import { Logo } from './logo';
import { ADMIN_LINKS } from './account-menu-links';
import { DeferredAccountMenu, DeferredThemeMenu } from './deferred-menus';

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
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  // The mobile menu closes whenever the screen changes.
  useEffect(() => setOpen(false), [location.pathname]);

  const { requestSignOut, dialog } = useSignOut(() => void navigate(paths.home));
  const signOut = () => {
    setOpen(false);
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
            <IconButton
              hideFrom="xl"
              variant="ghost"
              size="sm"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>

      {open && (
        <Box id="mobile-menu" hideFrom="xl" borderTopWidth="1px" bg="bg.panel" boxShadow="md">
          <Container maxW="7xl" py="3" px="4">
            <Stack as="nav" aria-label="Mobile" gap="0.5">
              {NAV_LINKS.map((l) => (
                <Box asChild key={l.to} {...navLinkStyles} fontSize="md" py="2.5">
                  <NavLink to={l.to} end={l.to === paths.home} onClick={() => setOpen(false)}>
                    {l.label}
                  </NavLink>
                </Box>
              ))}
            </Stack>
            <Box borderTopWidth="1px" mt="3" pt="3">
              {user ? (
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted" px="3">
                    Signed in as <b data-testid="mobile-username">{user.username}</b>
                  </Text>
                  <Box asChild {...navLinkStyles} fontSize="md">
                    <NavLink to={paths.shoppingList} onClick={() => setOpen(false)}>
                      Shopping List
                    </NavLink>
                  </Box>
                  {user.isAdmin &&
                    ADMIN_LINKS.map((l) => (
                      <Box asChild key={l.to} {...navLinkStyles} fontSize="md">
                        <NavLink to={l.to} onClick={() => setOpen(false)}>
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
                    <RouterLink to={paths.auth} onClick={() => setOpen(false)}>
                      Sign In
                    </RouterLink>
                  </Button>
                  <Button asChild colorPalette="brand" flex="1">
                    <RouterLink to={paths.register} onClick={() => setOpen(false)}>
                      Sign Up
                    </RouterLink>
                  </Button>
                </HStack>
              )}
            </Box>
          </Container>
        </Box>
      )}
      {dialog}
    </Box>
  );
}
