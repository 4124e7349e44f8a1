import { APP_NAME } from '../../lib/config';

export function Footer() {
  return (
    <footer className="app-footer">
      © {new Date().getFullYear()} {APP_NAME} back-office · for internal use by event staff
    </footer>
  );
}
