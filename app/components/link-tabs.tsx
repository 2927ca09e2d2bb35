/**
 * Tabs whose triggers are links to the page showing that tab (`?tab=overview`), for the public
 * screens the server renders: before the app has hydrated the page, a tab is a link and the server
 * renders the tab asked for; once hydrated, a tab is shown in place, the arrow keys, Home and End
 * move between the tabs (each chosen as it gets focus), and only the chosen one is in the Tab order.
 * The one panel holds what the caller renders for the chosen tab. The look is Chakra's tabs recipe;
 * the behaviour is these few lines, not Chakra's Tabs and the state machine it brings, which a
 * public page would otherwise download and run before it is hydrated.
 */
import { Box, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { inPlaceClick } from '../lib/in-place-click';
import { useHydrated } from '../lib/use-hydrated';

export interface LinkTab<T extends string> {
  value: T;
  label: ReactNode;
  /** The page showing this tab, for a visit before the app has the page (or opened in a new tab). */
  href: string;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The tab a key press moves to from `index` (arrows wrap round), or undefined for any other key. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  return STEPS[key]?.(index, count);
}

export function LinkTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  variant,
  size,
  colorPalette = 'brand',
  listProps,
  triggerProps,
  contentProps,
  children,
}: {
  tabs: readonly LinkTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name, when the heading above does not give one. */
  label?: string;
  variant?: 'line' | 'enclosed' | 'subtle' | 'outline' | 'plain';
  size?: 'sm' | 'md' | 'lg';
  colorPalette?: string;
  listProps?: HTMLChakraProps<'div'>;
  /** Style props for each tab. */
  triggerProps?: HTMLChakraProps<'div'>;
  contentProps?: HTMLChakraProps<'div'>;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant, size });
  const id = useId();
  const hydrated = useHydrated();
  const tabId = (tab: T) => `${id}-tab-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab.value);
    document.getElementById(tabId(tab.value))?.focus();
  };

  return (
    <Box css={styles.root} colorPalette={colorPalette} data-orientation="horizontal">
      <Box
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        css={styles.list}
        onKeyDown={onKeyDown}
        {...listProps}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Box asChild key={tab.value} css={styles.trigger} {...triggerProps}>
              <a
                href={tab.href}
                id={tabId(tab.value)}
                role="tab"
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                data-orientation="horizontal"
                data-selected={selected ? '' : undefined}
                // Before hydration every tab is reached with the Tab key, as the arrows do nothing yet.
                tabIndex={selected || !hydrated ? 0 : -1}
                onClick={(event) => {
                  if (!inPlaceClick(event)) return;
                  event.preventDefault();
                  onChange(tab.value);
                }}
              >
                {tab.label}
              </a>
            </Box>
          );
        })}
      </Box>
      <Box
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        tabIndex={0}
        data-orientation="horizontal"
        css={styles.content}
        {...contentProps}
      >
        {children}
      </Box>
    </Box>
  );
}
