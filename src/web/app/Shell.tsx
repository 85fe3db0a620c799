// The main layout: a header (refresh, backup, home, theme, log out) and a collapsible sidebar
// listing every section; admin-only sections are hidden from users.
import { useEffect, useState } from 'react';
import { AppShell, ActionIcon, Burger, Group, NavLink, ScrollArea, Text, Tooltip, useMantineColorScheme, Menu, Loader } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconDatabaseExport, IconDeviceDesktop, IconDevices, IconHome, IconKey, IconLogout, IconMoon, IconRefresh, IconSun, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NAV } from './nav';
import { useIsAdmin, useLogout, useMe } from './auth';
import { api, ApiError } from '../components/api';
import { notifySuccess } from '../components/notify';
import { SearchEverywhere } from '../components/SearchEverywhere';
import { NumberFormatSync } from '../components/NumberFormat';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function ThemeToggle() {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  return (
    <Tooltip label={dark ? 'Light theme' : 'Dark theme'}>
      <ActionIcon variant="default" size="lg" onClick={toggleColorScheme} aria-label={dark ? 'Light theme' : 'Dark theme'}>
        {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

function BackupButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { name, blob } = await api.download('/backup');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      URL.revokeObjectURL(url);
      notifySuccess('Backup created successfully!');
    } catch (e) {
      // The server's reason when it gave one (ask an admin, one backup at a time), else the spec's words.
      window.alert(e instanceof ApiError ? e.message : 'Backup failed!');
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    modals.openConfirmModal({
      title: 'Database backup',
      children: <Text size="sm">Do you want to create a backup?</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: run,
    });
  return (
    <Tooltip label="Database backup">
      <ActionIcon variant="default" size="lg" onClick={ask} aria-label="Database backup" disabled={busy}>
        {busy ? <Loader size={16} /> : <IconDatabaseExport size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}

export function HeaderActions() {
  const qc = useQueryClient();
  const me = useMe();
  const logout = useLogout();
  return (
    <Group gap={6} wrap="nowrap">
      <SearchEverywhere />
      <NumberFormatSync />
      <Tooltip label="Refresh">
        <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={() => qc.invalidateQueries()}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <BackupButton />
      <Tooltip label="Dashboard selection">
        <ActionIcon component={Link} to="/dashboard-selection" variant="default" size="lg" aria-label="Dashboard selection">
          <IconHome size={18} />
        </ActionIcon>
      </Tooltip>
      <ThemeToggle />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Account">
            <IconUserCircle size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {me.data?.name} ({me.data?.role})
          </Menu.Label>
          <Menu.Item leftSection={<IconKey size={16} />} component={Link} to="/account/change-password">
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconDeviceDesktop size={16} />} component={Link} to="/account/sessions">
            Signed-in devices
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDevices size={16} />}
            onClick={() =>
              modals.openConfirmModal({
                title: 'Sign out everywhere',
                children: <Text size="sm">This ends every sign-in of yours, on every device, this one too.</Text>,
                labels: { confirm: 'Sign out everywhere', cancel: 'Cancel' },
                confirmProps: { color: 'red' },
                onConfirm: () => void logout(true),
              })
            }
          >
            Sign out everywhere
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

export function Shell() {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({ key: 'sidebar-expanded', defaultValue: true });
  const isAdmin = useIsAdmin();
  const { pathname } = useLocation();
  useEffect(() => {
    closeMobile();
  }, [pathname, closeMobile]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header className="no-print">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label="Toggle sidebar" />
            <Burger opened={desktopOpened} onClick={() => setDesktopOpened((o) => !o)} visibleFrom="sm" size="sm" aria-label="Collapse sidebar" />
            <Text fw={700} component={Link} to="/dashboard-selection">
              Back Office
            </Text>
          </Group>
          <HeaderActions />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar className="no-print" aria-label="Sidebar">
        <ScrollArea p="xs">
          {NAV.filter((s) => !s.adminOnly || isAdmin).map((section) => {
            const active = section.links.some((x) => pathname === x.to || pathname.startsWith(x.to + '/'));
            return (
              <NavLink key={section.label} label={section.label} defaultOpened={active} childrenOffset={12} fw={600}>
                {section.links.map((x) => (
                  <NavLink key={x.to} component={Link} to={x.to} label={x.label} active={pathname === x.to} />
                ))}
              </NavLink>
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
