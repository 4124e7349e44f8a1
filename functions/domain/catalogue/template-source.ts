/**
 * The template-source port: where email message templates live. Each email message type is served
 * by one source (shared/messages.ts TEMPLATE_SERVICE_OF). Another template service plugs in by
 * implementing this interface and naming it in SOURCES (functions/templates/catalog.ts).
 */
export interface TemplateEntry {
  id: string;
  name: string;
  /** The version that sends, for services that version templates. */
  activeVersion?: string;
}

export interface TemplatePreview {
  subject: string;
  html: string;
}

export interface TemplateSource {
  list(): Promise<TemplateEntry[]>;
  preview(id: string): Promise<TemplatePreview | undefined>;
}
