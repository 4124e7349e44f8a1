import * as auth from '../../../shared/auth.ts';
import * as languages from '../../../shared/languages.ts';
import * as localLinks from '../../../shared/local-links.ts';
import * as settings from '../../../shared/settings.ts';
import * as sendingRules from '../../../shared/sending-rules.ts';
import { DoneSchema, HealthSchema } from '../../../shared/api.ts';
import { data, OpenApiDocumentSchema, page, type RouteSchemas, VOCABULARY, whole } from '../declaration.ts';

/** The API itself (health, this description), settings and languages, and signing in. */
export const SYSTEM_ROUTES: Record<string, RouteSchemas> = {
  'GET /v1/health': { summary: 'Whether the API is up: 200 once it is ready', answer: data(HealthSchema) },
  'GET /v1/languages': { summary: 'The languages of translations', query: VOCABULARY, answer: page(languages.LanguageSchema) },
  'GET /v1/settings/{name}': { summary: 'Read a setting', textParams: ['name'], answer: data(settings.StoredSettingSchema) },
  'POST /v1/settings': { summary: 'Save a setting (created or replaced; not the sending rules, which have their own route)', body: settings.SettingSchema, answer: data(settings.StoredSettingSchema) },
  'GET /v1/settings/sending-rules': { summary: 'Read the sending rules: quiet hours and frequency caps per channel (the defaults until saved)', answer: data(sendingRules.SendingRulesAnswerSchema) },
  'POST /v1/settings/sending-rules': { summary: 'Save the sending rules (super-admin)', body: sendingRules.SendingRulesSchema, answer: data(sendingRules.SendingRulesAnswerSchema) },
  'GET /v1/local-links': { summary: 'The pages of the local stand-ins (test emails, SMS, schedules); null in AWS', answer: data(localLinks.LocalLinksSchema) },
  'GET /v1/openapi.json': { summary: 'This description of the API (OpenAPI 3.1)', answer: whole(OpenApiDocumentSchema) },

  'POST /v1/login': { summary: 'Sign in: an access token and the user', body: auth.LoginSchema, answer: data(auth.LoginResultSchema), refusals: [401, 429] },
  'GET /v1/logout': { summary: 'Sign out: ends the session of the token sent, if any', answer: data(DoneSchema) },
  'POST /v1/users/me/password': { summary: "Change one's own password", body: auth.ChangePasswordSchema, answer: data(auth.SessionUserSchema), refusals: [409, 429] },
};
