import { ApiError } from '@/lib/api-client';
import { auth } from '@/lib/auth-store';
import { API_BASE } from '@/lib/config';
import { authorizationHeader } from '@shared/auth-header';
import type { ApiErrorBody } from '@shared/api';

/**
 * A template's preview, an HTML page. It needs the session header, so it cannot simply open in a
 * new tab: the form fetches it and shows it in a sandboxed frame. Errors come as the API's JSON.
 */
export async function getEmailTemplatePreview(id: string, type: number): Promise<string> {
  const headers: Record<string, string> = { accept: 'text/html' };
  if (auth.accessToken) headers.authorization = authorizationHeader(auth.accessToken);
  const response = await fetch(`${API_BASE}/email-templates/${encodeURIComponent(id)}/preview?type=${type}`, { headers });
  if (response.ok) return response.text();
  const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
  throw new ApiError(response.status, body?.error?.message ?? `The request failed (${response.status}).`, body?.error?.code ?? response.status);
}
