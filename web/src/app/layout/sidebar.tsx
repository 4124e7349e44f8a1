import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { MENU, type MenuItem } from '../menu';
import { auth } from '@/lib/auth-store';
import { isSuperAdmin } from '@shared/roles';

const visible = (item: MenuItem) => item.visible !== false && (!item.superAdminOnly || isSuperAdmin(auth.user?.role));

const targets = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.to ? [item.to] : []), ...targets(item.items ?? [])]);
const ALL_TARGETS = targets(MENU);

/** The entry for a page: the longest menu path it lies under (/tags/edit/4 belongs to /tags). */
function currentTarget(location: string): string | undefined {
  const under = ALL_TARGETS.filter((to) => location === to || (to !== '/' && location.startsWith(`${to}/`)));
  return under.sort((a, b) => b.length - a.length)[0];
}

function MenuLink({ item, current }: { item: MenuItem; current?: string }) {
  const isCurrent = item.to === current;
  return (
    <Link href={item.to!} className={isCurrent ? 'sidebar__link sidebar__link--current' : 'sidebar__link'} aria-current={isCurrent ? 'page' : undefined}>
      {item.icon && <i className={item.icon} aria-hidden="true" />}
      <span>{item.label}</span>
    </Link>
  );
}

/** A group opens by click, and by itself when one of its pages is shown. */
function MenuGroup({ item, current }: { item: MenuItem; current?: string }) {
  const children = item.items!.filter(visible);
  const active = children.some((child) => child.to === current);
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);

  return (
    <>
      <button type="button" className={active ? 'sidebar__group sidebar__group--active' : 'sidebar__group'} aria-expanded={open} onClick={() => setOpen(!open)}>
        {item.icon && <i className={item.icon} aria-hidden="true" />}
        <span>{item.label}</span>
        <i className={open ? 'pi pi-chevron-down sidebar__chevron' : 'pi pi-chevron-right sidebar__chevron'} aria-hidden="true" />
      </button>
      {open && (
        <ul className="sidebar__children">
          {children.map((child) => (
            <li key={child.label}>
              <MenuLink item={child} current={current} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** `open`: shown as a drawer on narrow windows; `onNavigate`: a link was followed (closes the drawer). */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const [location] = useLocation();
  const current = currentTarget(location);
  const nav = useRef<HTMLElement>(null);

  // Keyboard users land in the drawer they opened.
  useEffect(() => {
    if (open) nav.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  return (
    <nav
      ref={nav}
      id="main-menu"
      className={open ? 'sidebar sidebar--open' : 'sidebar'}
      aria-label="Main menu"
      // Also a click on the page already shown, which changes no location.
      onClick={(event) => (event.target as HTMLElement).closest('a') && onNavigate()}
    >
      <ul>
        {MENU.filter(visible).map((item) => (
          <li key={item.label}>{item.items ? <MenuGroup item={item} current={current} /> : <MenuLink item={item} current={current} />}</li>
        ))}
      </ul>
    </nav>
  );
}
