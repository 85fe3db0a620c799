// The header's buttons on every layout: search, refresh, approvals (admins), backup, home, theme, the account menu.
import { useState } from 'react';
import { ActionIcon, Group, Text, Tooltip, useMantineColorScheme, Menu, Loader } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconDatabaseExport,
  IconDeviceDesktop,
  IconDevices,
  IconHome,
  IconKey,
  IconLogout,
  IconMoon,
  IconRefresh,
  IconSun,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout, useMe } from './auth';
import { ApiError } from '../components/api';
import { download } from '../components/client';
import { systemApi } from './queryKeys/settings';
import { notifySuccess } from '../components/notify';
import { SearchEverywhere } from '../components/SearchEverywhere';
import { NumberFormatSync } from '../components/NumberFormat';
import { UpdatePrompt } from './UpdatePrompt';
import { ApprovalsButton } from '../components/Approvals';

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
      const { name, blob } = await download(systemApi.backup);
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
      <UpdatePrompt />
      <Tooltip label="Refresh">
        {/* on a phone (390 px) the header keeps search, approvals, backup, theme and the account menu in one row: Refresh and Dashboard selection show from a tablet's width up */}
        <ActionIcon variant="default" size="lg" aria-label="Refresh" onClick={() => qc.invalidateQueries()} visibleFrom="sm">
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      <ApprovalsButton />
      <BackupButton />
      <Tooltip label="Dashboard selection">
        <ActionIcon component={Link} to="/dashboard-selection" variant="default" size="lg" aria-label="Dashboard selection" visibleFrom="sm">
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
