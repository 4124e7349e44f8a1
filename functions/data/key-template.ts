/**
 * Key templates: `emw#{eventId}` puts a value in a key, `{id:12}` a number zero-padded to 12
 * digits (so that ids sort as numbers). One template is both what the table's header shows and
 * what builds the key, so the two cannot differ.
 */
type NameOf<P extends string> = P extends `${infer Name}:${string}` ? Name : P;
export type Placeholders<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? NameOf<P> | Placeholders<Rest> : never;
export type TemplateValues<T extends string> = { [Name in Placeholders<T>]: string | number };

const PLACEHOLDER = /\{(\w+)(?::(\d+))?\}/g;

/** The template with its values in; `upToMissing`: the literal start up to the first value not given (a begins_with prefix). */
export function fillTemplate(template: string, values: Record<string, string | number | undefined>, upToMissing = false): string {
  let filled = '';
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    filled += template.slice(from, match.index);
    const value = values[match[1]];
    if (value === undefined) {
      if (upToMissing) return filled;
      throw new Error(`The key ${template} needs a value for ${match[1]}.`);
    }
    filled += match[2] ? String(value).padStart(Number(match[2]), '0') : String(value);
    from = match.index + match[0].length;
  }
  return filled + template.slice(from);
}

/** The template as the header shows it: `emw#<eventId>`, `<id:12>`. */
export const showTemplate = (template: string): string => template.replace(PLACEHOLDER, (_, name: string, width?: string) => `<${name}${width ? `:${width}` : ''}>`);

/** Whether a key value has the template's shape. */
export function fitsTemplate(template: string, value: string): boolean {
  const pattern = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 3 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : i % 3 === 1 ? '.+?' : ''))
    .join('');
  return new RegExp(`^${pattern}$`).test(value);
}
