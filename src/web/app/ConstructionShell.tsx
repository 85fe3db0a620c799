// The construction area's own layout: its sidebar (collapse remembered under 'sidebar-expanded';
// on small screens it closes on an outside click or Escape) and a home icon to /dashboard-selection.
import { useEffect } from 'react';
import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useWindowEvent } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { CONSTRUCTION_NAV } from './constructionNav';
import { HeaderActions } from './Shell';

export function ConstructionShell() {
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({ key: 'sidebar-expanded', defaultValue: true });
  const { pathname } = useLocation();
  useEffect(() => {
    close();
  }, [pathname, close]);
  useWindowEvent('keydown', (e) => e.key === 'Escape' && close());

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header className="no-print">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle sidebar" />
            <Burger opened={desktopOpened} onClick={() => setDesktopOpened((o) => !o)} visibleFrom="sm" size="sm" aria-label="Collapse sidebar" />
            <Text fw={700} component={Link} to="/construction">
              Construction
            </Text>
          </Group>
          <HeaderActions />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className="no-print" aria-label="Construction sidebar">
        <ScrollArea p="xs">
          {CONSTRUCTION_NAV.map((x) => (
            <NavLink key={x.to} component={Link} to={x.to} label={x.label} active={pathname === x.to} />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      {mobileOpened && <div className="shell-overlay" onClick={close} aria-hidden />}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
