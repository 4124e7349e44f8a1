import * as z from 'zod';
import {
  BlockedTimeSchema,
  CompanyParticipationSchema,
  CompanySchema,
  ContactSchema,
  EventSchema,
  MeetingSchema,
  PackageSchema,
  ParticipationSchema,
  ProcessStateSchema,
  type ImportSummary,
} from './records.ts';

/**
 * What the directory's read routes answer (docs/directory.md): its records as stored, stamped
 * with a version and the time of their last import.
 */
const Stamp = { version: z.number().int(), updatedAt: z.number().int() };

export const CompanySummarySchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /v1/events/{id}: an event with its deadlines (deadline type id -> unix seconds). */
export const StoredEventSchema = EventSchema.omit({ type: true }).extend(Stamp);
export type StoredEvent = z.infer<typeof StoredEventSchema>;

/**
 * GET /v1/events: at least these fields. A search by name or id answers whole events, a search
 * by start date the fields its index keeps.
 */
export const EventHitSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  countryName: z.string(),
  status: z.number().int(),
});
export type EventHit = z.infer<typeof EventHitSchema>;

/**
 * GET /v1/master-contacts: at least these fields and the company (when the contact has one). A
 * search by id answers the whole contact, a search by name or email the fields its index keeps.
 */
export const ContactHitSchema = z.looseObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyId: z.number().int().optional(),
  masterCompany: CompanySummarySchema.optional(),
});
export type ContactHit = z.infer<typeof ContactHitSchema>;

const child = <S extends z.ZodObject>(schema: S) => schema.omit({ type: true });

/** GET /v1/master-contacts/get-by-ids: whole contacts with their activity; expands[]=masterCompany adds the company. */
export const MasterContactSchema = ContactSchema.omit({ type: true }).extend({
  ...Stamp,
  fullName: z.string(),
  participations: z.array(child(ParticipationSchema)),
  meetings: z.array(child(MeetingSchema)),
  blockedTimes: z.array(child(BlockedTimeSchema)),
  processStates: z.array(child(ProcessStateSchema)),
  masterCompany: CompanySummarySchema.optional(),
});
export type MasterContact = z.infer<typeof MasterContactSchema>;

/** GET /v1/master-companies/{id}: a company with its participations and packages. */
export const StoredCompanySchema = CompanySchema.omit({ type: true }).extend({
  ...Stamp,
  participations: z.array(child(CompanyParticipationSchema)),
  packages: z.array(child(PackageSchema)),
});

/** GET /v1/directory/vocabulary: every named list and code of shared/directory/vocabulary.ts, by its name there. */
export const DirectoryVocabularySchema = z.record(z.string(), z.unknown());

const ImportErrorSchema = z.object({ index: z.number().int(), field: z.string(), message: z.string() });

/** POST /v1/directory/import: what the import did, the records it refused, and what its action triggers did. */
export const ImportSummarySchema = z.object({
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  errors: z.array(ImportErrorSchema),
  actions: z.object({
    queued: z.number().int(),
    skippedDeliveries: z.number().int(),
    notSent: z.array(z.object({ trigger: z.string(), contactId: z.number().int(), record: z.string(), reason: z.string() })),
  }),
  importId: z.string().optional(),
});
// the schema describes the summary the import builds: a change to one fails the type check until the other follows
const _sameAsImportSummary: [z.infer<typeof ImportSummarySchema>, ImportSummary] extends [ImportSummary, z.infer<typeof ImportSummarySchema>] ? true : never = true;
