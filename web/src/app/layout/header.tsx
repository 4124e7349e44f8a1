import type { RefObject } from 'react';
import { Link } from 'wouter';
import { CommandPalette } from './command-palette';
import { UserMenu } from './user-menu';
import { APP_NAME } from '@/lib/config';

/** The menu button shows only where the navigation is a drawer (narrow windows). */
export function Header({ menuButton, navOpen, onToggleNav }: { menuButton: RefObject<HTMLButtonElement | null>; navOpen: boolean; onToggleNav: () => void }) {
  return (
    <header className="app-header">
      <button
        ref={menuButton}
        type="button"
        className="app-header__menu"
        aria-label="Menu"
        aria-controls="main-menu"
        aria-expanded={navOpen}
        onClick={onToggleNav}
      >
        <i className={navOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
      </button>
      <Link href="/" className="app-header__brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{APP_NAME}</span>
      </Link>
      <span className="app-header__spacer" />
      <CommandPalette />
      <UserMenu />
    </header>
  );
}
