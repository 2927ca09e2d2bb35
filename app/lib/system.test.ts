/**
 * The system carries only the recipes of the components SproutPlate uses. This
 * reads every Chakra import in app/ and fails when a component's recipe is
 * missing (it would render unstyled) or when a component is not in the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem, recipes, slotRecipes } from './system';

/** Each Chakra export the app may import, and the recipe it styles itself with (null: none). */
const RECIPE_OF: Record<string, string | null> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Button: 'button',
  CloseButton: 'button',
  IconButton: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  Code: 'code',
  Container: 'container',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  InputAddon: 'inputAddon',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  SegmentGroup: 'segmentGroup',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  Spinner: 'spinner',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  Tooltip: 'tooltip',
  // Layout, text and helpers: styled by props, no recipe.
  AbsoluteCenter: null,
  AspectRatio: null,
  Box: null,
  Center: null,
  ChakraProvider: null,
  Circle: null,
  ClientOnly: null,
  Flex: null,
  Float: null,
  For: null,
  Grid: null,
  GridItem: null,
  Group: null,
  HStack: null,
  Image: null,
  LinkBox: null,
  LinkOverlay: null,
  Portal: null,
  Show: null,
  SimpleGrid: null,
  Spacer: null,
  Span: null,
  Square: null,
  Stack: null,
  Text: null,
  VStack: null,
  VisuallyHidden: null,
  visuallyHiddenStyle: null,
  Wrap: null,
  chakra: null,
  createListCollection: null,
  // Its recipe is the key it is given: checked below.
  createRecipeContext: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
  defineConfig: null,
  useBreakpointValue: null,
  useDisclosure: null,
  // Its recipe is the key it is given: checked below.
  useSlotRecipe: null,
};

const appRoot = path.resolve(__dirname, '..');

/** Every source file of the app (tests aside), with its text. */
function appSources(): [file: string, source: string][] {
  const sources: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        sources.push([file, fs.readFileSync(file, 'utf8')]);
      }
    }
  };
  walk(appRoot);
  return sources;
}

function chakraImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const [file, source] of appSources()) {
    for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (m[1]) continue;
      for (const part of (m[2] ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) used.set(name.split(/\s+as\s+/)[0] ?? name, file);
      }
    }
  }
  return used;
}

/** The recipe keys given to `call` (`createRecipeContext`, `useSlotRecipe`) in the app, with the file. */
function recipeKeysOf(call: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, source] of appSources()) {
    for (const m of source.matchAll(new RegExp(`${call}\\(\\{\\s*key:\\s*'([^']+)'`, 'g')))
      keys.set(m[1] ?? '', file);
  }
  return keys;
}

describe('the Chakra system', () => {
  const used = chakraImports();

  it('has the recipe of every recipe context the app makes', () => {
    const keys = recipeKeysOf('createRecipeContext');
    expect(keys.size).toBeGreaterThan(0);
    for (const [key, file] of keys) expect(key in recipes, `${key} (in ${file})`).toBe(true);
  });

  it('has the slot recipe of every useSlotRecipe the app calls', () => {
    const keys = recipeKeysOf('useSlotRecipe');
    expect(keys.get('tabs'), 'LinkTabs styles itself with the tabs recipe').toMatch(/link-tabs\.tsx$/);
    for (const [key, file] of keys) expect(key in slotRecipes, `${key} (in ${file})`).toBe(true);
  });

  it('finds the app’s Chakra imports', () => {
    expect(used.has('Button')).toBe(true);
    expect(used.has('Dialog')).toBe(true);
  });

  it.each([...used.keys()])('knows %s and carries its recipe', (name) => {
    expect(RECIPE_OF, `${name} (used in ${used.get(name)}) is not in RECIPE_OF`).toHaveProperty(name);
    const key = RECIPE_OF[name];
    if (key) expect(key in recipes || key in slotRecipes, `the system lacks the '${key}' recipe`).toBe(true);
  });

  it('names recipes that exist in Chakra under the same key', () => {
    const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    for (const key of Object.values(RECIPE_OF)) if (key) expect(all, key).toHaveProperty(key);
    for (const key of [...Object.keys(recipes), ...Object.keys(slotRecipes)]) expect(all).toHaveProperty(key);
  });

  it('resolves the brand tokens', () => {
    expect(appSystem().token('colors.brand.600')).toBe('#237449');
  });
});
