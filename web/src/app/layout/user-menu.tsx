import { useRef } from 'react';
import { Link } from 'wouter';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { openChangePassword } from '@/features/auth/change-password';
import { useAuth } from '@/lib/auth-store';

/** 'Login' when signed out; signed in: the user's name opening the greeting, Change password and Sign Out. */
export function UserMenu() {
  const { user } = useAuth();
  const menu = useRef<Menu>(null);
  if (!user) return <Link href="/login">Login</Link>;

  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const items: MenuItem[] = [
    {
      template: () => (
        <div className="user-menu__greeting">
          <strong>Howdy, {user.firstName}!</strong>
          <span>Logged in as {user.lastName}</span>
        </div>
      ),
    },
    { separator: true },
    { label: 'Change password', icon: 'pi pi-key', command: openChangePassword },
    {
      template: () => (
        <Link href="/logout" className="p-menuitem-link user-menu__sign-out">
          <span className="pi pi-sign-out p-menuitem-icon" aria-hidden="true" />
          <span className="p-menuitem-text">Sign Out</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <button type="button" className="user-menu__button" aria-haspopup="menu" aria-controls="user-menu" onClick={(event) => menu.current?.toggle(event)}>
        <span className="user-menu__avatar" aria-hidden="true">
          {initials}
        </span>
        <span>{user.name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id="user-menu" popupAlignment="right" />
    </>
  );
}
