import type { RefObject } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '@/components/brand-mark';
import { CommandPalette } from './command-palette';
import { UserMenu } from './user-menu';
import { AlertBell } from '@/features/alerts/components/alert-bell';
import { useAuth } from '@/lib/auth-store';
import { APP_NAME } from '@/lib/config';
import { TIME_ZONE_NOTE } from '@/lib/format';

/** The menu button shows only where the navigation is a drawer (narrow windows); the time zone of every time shown, once. */
export function Header({ menuButton, navOpen, onToggleNav }: { menuButton: RefObject<HTMLButtonElement | null>; navOpen: boolean; onToggleNav: () => void }) {
  const { user } = useAuth();
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
        <BrandMark size={28} />
        <span>{APP_NAME}</span>
      </Link>
      <span className="app-header__spacer" />
      {/* Every time on every screen is on this clock (shared/amsterdam-time.ts formatAmsterdam). */}
      <small className="app-header__zone">{TIME_ZONE_NOTE}</small>
      <CommandPalette />
      {user && <AlertBell />}
      <UserMenu />
    </header>
  );
}
