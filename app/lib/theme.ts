/**
 * Light, dark or system theme, kept on the device (default light). The
 * resolved theme is a class on <html>, which is what Chakra's dark condition
 * reads; the inline script of shared/lib/page-init.ts applies it before the first paint.
 */
import { create } from 'zustand';
import { THEMES, type Theme } from '@shared/enums';

export const THEME_STORAGE_KEY = 'sproutplate-theme';

function readStored(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'light';
  } catch {
    return 'light';
  }
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme === 'system') return darkQuery().matches ? 'dark' : 'light';
  return theme;
}

function apply(theme: Theme) {
  const resolved = resolveTheme(theme);
  const html = document.documentElement;
  html.classList.toggle('dark', resolved === 'dark');
  html.classList.toggle('light', resolved === 'light');
  html.style.colorScheme = resolved;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', resolved === 'dark' ? '#14201a' : '#2f8f5b');
}

interface ThemeState {
  theme: Theme;
  resolved: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

/**
 * Starts as the default (light), which is what a page rendered on the server
 * shows: React hydrates such a page with the store's first state, then renders
 * the stored theme. In the browser the stored theme is set at once, so every
 * other render sees it from the start.
 */
export const useTheme = create<ThemeState>((set) => ({
  theme: 'light',
  resolved: 'light',
  setTheme: (next) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // storage full or blocked: the choice still holds for this visit
    }
    apply(next);
    set({ theme: next, resolved: resolveTheme(next) });
  },
}));
if (typeof window !== 'undefined') {
  const stored = readStored();
  useTheme.setState({ theme: stored, resolved: resolveTheme(stored) });
}

/** Applies the stored theme and follows the system's changes while 'system' is chosen. */
export function initTheme(): void {
  apply(useTheme.getState().theme);
  darkQuery().addEventListener('change', () => {
    const { theme } = useTheme.getState();
    if (theme === 'system') {
      apply(theme);
      useTheme.setState({ resolved: resolveTheme(theme) });
    }
  });
}
