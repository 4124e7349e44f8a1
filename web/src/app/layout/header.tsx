import { Link } from 'wouter';
import { UserMenu } from './user-menu';
import { APP_NAME } from '../../lib/config';

export function Header() {
  return (
    <header className="app-header">
      <Link href="/" className="app-header__brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{APP_NAME}</span>
      </Link>
      <span className="app-header__spacer" />
      <UserMenu />
    </header>
  );
}
