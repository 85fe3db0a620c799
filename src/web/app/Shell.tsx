// The main layout: a header (refresh, backup, home, theme, log out) and a collapsible sidebar
// listing every section; admin-only sections are hidden from users.
import { useEffect } from 'react';
import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NAV } from './nav';
import { useIsAdmin } from './auth';
import { ShellFrame } from './ShellFrame';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Shell() {
  const isAdmin = useIsAdmin();
  return (
    <ShellFrame name="Back Office" home="/dashboard-selection" navLabel="Sidebar">
      {(pathname) =>
        NAV.filter((s) => !s.adminOnly || isAdmin).map((section) => {
          const active = section.links.some((x) => pathname === x.to || pathname.startsWith(x.to + '/'));
          // A closed section's links are not rendered until it opens: a page opens sooner without them.
          return (
            <NavLink key={section.label} label={section.label} defaultOpened={active} childrenOffset={12} fw={600} keepMounted={false}>
              {section.links.map((x) => (
                <NavLink key={x.to} component={Link} to={x.to} label={x.label} active={pathname === x.to} />
              ))}
            </NavLink>
          );
        })
      }
    </ShellFrame>
  );
}
