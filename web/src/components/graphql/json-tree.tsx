import { Button } from 'primereact/button';
import { toast } from '@/lib/toast';

/** The mapping path of a child: fields joined by dots, a list's elements as [] (the first list) or [0]. */
const fieldPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);
const elementPath = (list: string) => (list.includes('[]') ? `${list}[0]` : `${list}[]`);

function PathChip({ path }: { path: string }) {
  const copy = () =>
    void navigator.clipboard?.writeText(path).then(
      () => toast.info(`${path} copied`, 'Path', { life: 1500 }),
      () => undefined,
    );
  return (
    <span className="json-tree__path">
      <code>{path}</code>
      <Button type="button" icon="pi pi-copy" text rounded size="small" aria-label={`Copy path ${path}`} title="Copy path" onClick={copy} />
    </span>
  );
}

const isBranch = (value: unknown) => value !== null && typeof value === 'object';
const leafText = (value: unknown) => (Array.isArray(value) ? `[${value.map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(value));

function JsonNode({ label, value, path, depth }: { label: string; value: unknown; path: string; depth: number }) {
  // Lists of plain values (ids) read best on one line.
  if (!isBranch(value) || (Array.isArray(value) && !value.some(isBranch)))
    return (
      <li className="json-tree__leaf">
        <span className="json-tree__key">{label}</span>: <span className={`json-tree__value json-tree__value--${value === null ? 'null' : typeof value}`}>{leafText(value)}</span>
        <PathChip path={path} />
      </li>
    );

  const list = Array.isArray(value);
  // A list shows its first element: the paths are the same for every element.
  const [childPath, entries] = list ? [elementPath(path), Object.entries((value as unknown[])[0] ?? {})] : [path, Object.entries(value as object)];
  return (
    <li>
      <details open={depth < 3}>
        <summary>
          <span className="json-tree__key">{label}</span>{' '}
          <span className="json-tree__meta">{list ? `[${(value as unknown[]).length} items, the first shown]` : `{${entries.length}}`}</span>
          {path && <PathChip path={list ? childPath : path} />}
        </summary>
        <ul>
          {entries.map(([key, child]) => (
            <JsonNode key={key} label={key} value={child} path={fieldPath(childPath, key)} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** A collapsible view of a query result that shows the mapping path of every value. */
export function JsonTree({ value, label = 'data' }: { value: unknown; label?: string }) {
  return (
    <ul className="json-tree">
      <JsonNode label={label} value={value} path="" depth={0} />
    </ul>
  );
}
