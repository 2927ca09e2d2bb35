import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { reactListens, replayEarlyTaps } from '../boot/early-taps';
import { OfflineBanner, UpdateBanner } from './connection-banners';
import { Footer } from './footer';
import { Header } from './header';
import { PageSpinner } from './page-spinner';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

/** The shell around every screen: skip link, header, the screen, footer. */
export function Layout() {
  const location = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '2' }}
      >
        <a href="#main">Skip to content</a>
      </Box>
      <UpdateBanner />
      <Header />
      <OfflineBanner />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it (CLS). */}
      <Box as="main" id="main" flex="1" minH="100vh" tabIndex={-1} _focus={{ outline: 'none' }}>
        <RouteErrorBoundary address={location.pathname + location.search}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}

/**
 * Marks the page as the app's (`<html data-app-ready>`) once the first screen is
 * committed, rendered in the browser or hydrated, and does the taps made on a
 * server-rendered page before it was hydrated. The browser tests of the app's
 * own behaviour wait for the mark.
 */
function AppReady() {
  useEffect(() => {
    // Taps go to React from now on, the screen's included (or its error, when its code failed).
    reactListens();
    document.documentElement.dataset.appReady = 'true';
    // After every effect of this commit, so that what a tap shows (a toast, a menu) is listening.
    setTimeout(replayEarlyTaps);
  }, []);
  return null;
}
