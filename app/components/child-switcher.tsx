/**
 * The header's child switcher: "For Maya · 8 months" (the baby icon alone on a phone), opening a
 * menu of the children shown on this device to choose whose age the screens take, and Manage
 * children. It also tells the screens who is chosen (lib/chosen-child-later.ts). With no child
 * shown (none added, or only another person's) it renders nothing.
 *
 * Loaded after the first screen (deferred-child-switcher.tsx). The children's module reads the
 * device database only when it holds children, and the menu's code (child-switcher-menu.tsx)
 * loads at the first press, as the header's other menus do.
 */
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { todayIso } from '@shared/lib/child-age';
import { chosenChildAge } from '@shared/lib/chosen-child-age';
import { publishChosenChild } from '../lib/chosen-child-later';
import { useChildren } from '../offline/children';
import { useChosenChild } from '../offline/chosen-child';
import type { ChildSwitcherMenuProps } from './child-switcher-menu';
import { ChildSwitcherTrigger } from './child-switcher-trigger';

type Menu = ComponentType<ChildSwitcherMenuProps>;
const loadMenu = (): Promise<Menu> => import('./child-switcher-menu').then((m) => m.ChildSwitcherMenu);

export function ChildSwitcher() {
  const children = useChildren();
  const chosen = useChosenChild();
  const [Menu, setMenu] = useState<Menu | null>(null);

  useEffect(() => {
    if (chosen !== undefined) publishChosenChild(chosen);
  }, [chosen]);

  const today = todayIso();
  const listed = useMemo(
    () =>
      [...(children ?? [])]
        .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
        .map((c) => ({ id: c.id, name: c.name, ageText: chosenChildAge(c, today).ageText })),
    [children, today],
  );

  const current = chosen ? listed.find((c) => c.id === chosen.id) : undefined;
  if (!current) return null;
  if (Menu) return <Menu chosen={current} listed={listed} defaultOpen />;
  const open = () => {
    loadMenu().then(
      (menu) => setMenu(() => menu),
      () => undefined, // offline before the menu's code was cached: the next press tries again
    );
  };
  return <ChildSwitcherTrigger child={current} onClick={open} />;
}
