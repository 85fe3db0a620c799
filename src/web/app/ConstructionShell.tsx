// The construction area's own layout: its sidebar (on small screens it closes on an outside click
// or Escape) and a home icon to /dashboard-selection.
import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { CONSTRUCTION_NAV } from './constructionNav';
import { ShellFrame } from './ShellFrame';

export function ConstructionShell() {
  return (
    <ShellFrame name="Construction" home="/construction" navLabel="Construction sidebar" closeOnOutside>
      {(pathname) => CONSTRUCTION_NAV.map((x) => <NavLink key={x.to} component={Link} to={x.to} label={x.label} active={pathname === x.to} />)}
    </ShellFrame>
  );
}
