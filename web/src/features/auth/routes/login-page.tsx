import { useState, type FormEvent } from 'react';
import { login } from '../api/login';
import { BrandMark } from '@/components/brand-mark';
import { FormField } from '@/components/form-page/form-field';
import { useFormState } from '@/components/form-page/use-form-state';
import { isApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth-store';
import { APP_NAME, FORGOT_PASSWORD_URL } from '@/lib/config';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LoginSchema } from '@shared/auth';
import { AUTH_TEXTS } from '@shared/auth-texts';

type Schema = typeof LoginSchema;

/**
 * The form's validation (the shared LoginSchema, with zod: about 25 KB gzip) loads with the first
 * keystroke or the first submit, not with the page (decision 024).
 */
let loadedSchema: Schema | undefined;
const loadSchema = async () => (loadedSchema ??= (await import('@shared/auth')).LoginSchema);

/**
 * The sign-in page. Its fields and button are plain elements in the theme's classes, not
 * PrimeReact components: the first load of /login carries no PrimeReact code (decision 024).
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [schema, setSchema] = useState(() => loadedSchema);
  const form = useFormState<Schema>(schema, { username: '', password: '' });
  const [busy, setBusy] = useState(false);
  const validation = async () => {
    const loaded = await loadSchema();
    setSchema(() => loaded);
    return loaded;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = form.submit(await validation());
    if (!input) return;
    setBusy(true);
    try {
      signIn(await login(input));
      toast.success(AUTH_TEXTS.loginSucceeded, undefined, { replaces: 'login' });
      // The /login route, now signed in, redirects (app/app-routes.tsx).
    } catch (error) {
      if (isApiError(error, 422)) form.setServerErrors(error.errors);
      toast.error('Error', `${AUTH_TEXTS.loginFailed} ${error instanceof Error ? error.message : ''}`.trim(), { replaces: 'login' });
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password', label: string, type: string, autoComplete: string) => {
    const error = form.errorOf(name);
    return (
      <FormField id={name} label={label} error={error}>
        <input
          id={name}
          type={type}
          value={form.values[name]}
          onChange={(e) => {
            form.set(name, e.target.value);
            if (!schema) void validation();
          }}
          className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
          aria-invalid={!!error}
          aria-describedby={error ? `${name}-error` : undefined}
          autoComplete={autoComplete}
          autoFocus={name === 'username'}
        />
      </FormField>
    );
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate>
        <div className="login-card__brand">
          <BrandMark size={40} />
          <span>{APP_NAME}</span>
        </div>
        <h1>Sign In</h1>
        {field('username', 'Username', 'text', 'username')}
        {field('password', 'Password', 'password', 'current-password')}
        <button type="submit" className="p-button p-component login-card__submit" disabled={busy}>
          <span className={`p-button-icon p-button-icon-left pi ${busy ? 'pi-spin pi-spinner' : 'pi-sign-in'}`} aria-hidden="true" />
          <span className="p-button-label">Sign In</span>
        </button>
        <a className="login-card__forgot" href={FORGOT_PASSWORD_URL} target="_blank" rel="noreferrer">
          Forgot password?
        </a>
      </form>
    </main>
  );
}
