import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { registerNoticeSlot } from '@/lib/toast';

/**
 * Header and left navigation around every signed-in screen (spec section 1). On narrow windows
 * the navigation is a drawer opened by the header's menu button; it closes on navigation, on
 * Escape and on a click beside it, and gives focus back to the button.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();

  const closeNav = useCallback(() => {
    setNavOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => setNavOpen(false), [location]);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeNav();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, closeNav]);

  return (
    <div className="shell">
      <Header menuButton={menuButton} navOpen={navOpen} onToggleNav={() => setNavOpen(!navOpen)} />
      <div className="shell__body">
        <Sidebar open={navOpen} onNavigate={() => setNavOpen(false)} />
        {navOpen && <div className="shell__backdrop" aria-hidden="true" onClick={closeNav} />}
        <div className="shell__main">
          <main className="shell__content">
            {/* Notices that stay until closed (the password warning): in the page's flow, above the heading, covering nothing. */}
            <div className="shell__notices" ref={registerNoticeSlot} />
            {children}
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
