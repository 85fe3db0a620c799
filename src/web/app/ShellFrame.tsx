// The frame both layouts share: the header (the sidebar's two burgers, the app's name linking home,
// the header actions) and the collapsible sidebar, its collapse remembered under 'sidebar-expanded';
// on small screens the sidebar closes as the page changes.
import { useEffect } from 'react';
import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useWindowEvent } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { HeaderActions } from './HeaderActions';
import { AfterFirstPaint } from '../components/useAfterFirstPaint';

export function ShellFrame({
  name,
  home,
  navLabel,
  closeOnOutside = false,
  children,
}: {
  /** The app's name in the header, a link to `home`. */
  name: string;
  home: string;
  navLabel: string;
  /** On small screens, also close the sidebar on a click beside it or Escape. */
  closeOnOutside?: boolean;
  /** The sidebar's links, given the current path. */
  children: (pathname: string) => React.ReactNode;
}) {
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({ key: 'sidebar-expanded', defaultValue: true, getInitialValueInEffect: false });
  const { pathname } = useLocation();
  useEffect(() => {
    close();
  }, [pathname, close]);
  useWindowEvent('keydown', (e) => closeOnOutside && e.key === 'Escape' && close());

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }} padding="md">
      <AppShell.Header className="no-print">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle sidebar" />
            <Burger opened={desktopOpened} onClick={() => setDesktopOpened((o) => !o)} visibleFrom="sm" size="sm" aria-label="Collapse sidebar" />
            <Text fw={700} component={Link} to={home}>
              {name}
            </Text>
          </Group>
          <AfterFirstPaint>
            <HeaderActions />
          </AfterFirstPaint>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className="no-print" aria-label={navLabel}>
        <AfterFirstPaint>
          <ScrollArea p="xs">{children(pathname)}</ScrollArea>
        </AfterFirstPaint>
      </AppShell.Navbar>
      {closeOnOutside && mobileOpened && <div className="shell-overlay" onClick={close} aria-hidden />}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
