import * as z from 'zod';
import { unstorable } from './storable.ts';

export const SETTING_NAME_MAX = 100;

export const SettingSchema = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(SETTING_NAME_MAX, `Name can be at most ${SETTING_NAME_MAX} characters.`),
  groupName: z.string().trim().max(SETTING_NAME_MAX).default('general'),
  value: z.unknown().superRefine((value, ctx) => {
    const problem = value === undefined ? 'Value is required.' : unstorable(value, 'Value', 'value');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type Setting = z.infer<typeof SettingSchema> & { updatedAt?: number; updatedBy?: number };

/** A setting as GET /v1/settings/{name} and POST /v1/settings answer it: who saved it last, and when. */
export const StoredSettingSchema = z.object({
  name: z.string(),
  groupName: z.string(),
  value: z.unknown(),
  updatedAt: z.number().int().optional(),
  updatedBy: z.number().int().optional(),
});

export const settingNotFound = (name: string) => `The setting '${name}' does not exist.`;
