import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Header and left navigation around every signed-in screen (spec section 1). */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <Header />
      <div className="shell__body">
        <Sidebar />
        <div className="shell__main">
          <main className="shell__content">{children}</main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
