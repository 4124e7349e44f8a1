import { APP_NAME } from '@/lib/config';
import { LocalLinks } from '@/components/local-links/local-links';

export function Footer() {
  return (
    <footer className="app-footer">
      <span>
        © {new Date().getFullYear()} {APP_NAME} back-office · for internal use by event staff
      </span>
      <LocalLinks />
    </footer>
  );
}
