import { createHandler, ok } from '../../kit/http.ts';
import { notFound } from '../../domain/failure.ts';
import { readSendingRules, saveSendingRules } from '../../domain/sending/sending-rules.ts';
import { validate } from '../../domain/validate.ts';
import { getSetting } from '../../data/settings.ts';
import { saveSetting } from '../../data/save-setting.ts';
import { byUser } from '../../domain/audit/trail.ts';
import { readListParams, WHOLE_LIST } from '../../kit/list-engine.ts';
import { checkGuardedSetting } from '../../domain/guarded-settings.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { SettingSchema, settingNotFound } from '../../../shared/settings.ts';
import { SendingRulesSchema } from '../../../shared/sending-rules.ts';

export const handler = createHandler({
  'GET /v1/health': async () => ok({ status: 'ok' }),

  'GET /v1/languages': async ({ query }) => {
    readListParams(query, WHOLE_LIST);
    return ok({ items: LANGUAGES, total: LANGUAGES.length });
  },

  'GET /v1/settings/{name}': async ({ params }) => {
    const setting = await getSetting(params.name);
    if (!setting) throw notFound(settingNotFound(params.name));
    return ok(setting);
  },

  'POST /v1/settings': async ({ body, user }) => {
    const setting = validate(SettingSchema, body);
    checkGuardedSetting(setting, user.role);
    return ok(await saveSetting(setting, byUser(user, 'update')));
  },

  /** Quiet hours and frequency caps (decision 033): everyone signed in reads them; super-admins save them (the route table). */
  'GET /v1/settings/sending-rules': async () => ok(await readSendingRules()),
  'POST /v1/settings/sending-rules': async ({ body, user }) => ok(await saveSendingRules(validate(SendingRulesSchema, body), byUser(user, 'update'))),

  /** Locally, where test emails and SMS can be read and schedules seen; null in AWS. */
  'GET /v1/local-links': async () =>
    ok({
      sesViewer: process.env.LOCAL_SES_VIEWER_URL ?? null,
      smsOutbox: process.env.LOCAL_SMS_OUTBOX_URL ?? null,
      scheduler: process.env.LOCAL_SCHEDULER_URL ?? null,
    }),
});
