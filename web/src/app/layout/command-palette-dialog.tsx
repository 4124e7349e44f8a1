import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { Dialog } from 'primereact/dialog';
import useSWR from 'swr';
import { searchEvents } from '@/api/events/search-events';
import { getMessages } from '@/api/messages/get-messages';
import { getMessageWorkflows } from '@/api/message-workflows/get-message-workflows';
import { useDebouncedInput } from '@/lib/use-debounced-input';

/** One thing the palette can go to. */
interface Command {
  key: string;
  label: string;
  kind: string;
  to: string;
}

const START: Command[] = [{ key: 'new-workflow', label: 'New workflow', kind: 'Create', to: '/message-workflows/form' }];

/** How many workflows and messages a search shows of each (events: the search's own 10). */
const PER_KIND = 5;

/** '#12' or '12' asks for that id; other text for names that hold it (the lists' own filters). */
function listQuery(text: string): string {
  const id = /^#?(\d+)$/.exec(text)?.[1];
  return new URLSearchParams({ 'page[number]': '1', 'page[size]': String(PER_KIND), ...(id ? { 'filter[id]': id } : { 'filter[name:like]': text }) }).toString();
}

/** Events, workflows and messages by name or #id, from the lists' endpoints, events first. */
async function search(text: string): Promise<Command[]> {
  const query = listQuery(text);
  const [events, workflows, messages] = await Promise.all([searchEvents(text.replace(/^#/, '')), getMessageWorkflows(query), getMessages(query)]);
  return [
    ...events.map((event) => ({ key: `event-${event.id}`, label: `#${event.id} ${event.name}`, kind: 'Event', to: `/event-message-workflows/edit/${event.id}` })),
    ...workflows.items.map((workflow) => ({ key: `workflow-${workflow.id}`, label: `#${workflow.id} ${workflow.name}`, kind: 'Workflow', to: `/message-workflows/edit/${workflow.id}` })),
    ...messages.items.map((message) => ({ key: `message-${message.id}`, label: `#${message.id} ${message.name}`, kind: 'Message', to: `/messages/edit/${message.id}` })),
  ];
}

/** The search field and its results: arrows move through them, Enter goes, Escape closes. */
function PaletteSearch({ onGo, inputRef }: { onGo: (to: string) => void; inputRef: RefObject<HTMLInputElement | null> }) {
  const listId = useId();
  const [text, setText] = useState('');
  const [typed, type] = useDebouncedInput('', setText);
  const trimmed = text.trim();
  const { data, isLoading } = useSWR(trimmed ? ['/command-palette', trimmed] : null, ([, q]) => search(q), { keepPreviousData: true });
  const commands = [...START.filter((command) => !trimmed || command.label.toLowerCase().includes(trimmed.toLowerCase())), ...((trimmed && data) || [])];
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [trimmed, data]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (commands.length ? (current + step + commands.length) % commands.length : 0));
    } else if (event.key === 'Enter' && commands[active]) {
      event.preventDefault();
      onGo(commands[active].to);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="command-palette">
      <input
        ref={inputRef}
        className="p-inputtext p-component command-palette__input"
        role="combobox"
        aria-label="Go to an event, a workflow or a message"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={commands[active] ? optionId(active) : undefined}
        placeholder="Name or #id of an event, a workflow or a message"
        value={typed}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Results" className="command-palette__results">
        {commands.map((command, index) => (
          <li
            key={command.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'command-palette__option command-palette__option--active' : 'command-palette__option'}
            onMouseEnter={() => setActive(index)}
            onClick={() => onGo(command.to)}
          >
            <span className="command-palette__kind">{command.kind}</span>
            <span>{command.label}</span>
          </li>
        ))}
      </ul>
      <p className="command-palette__status" role="status">
        {trimmed && !isLoading && data && !data.length ? 'Nothing found.' : trimmed && isLoading ? 'Searching…' : ''}
      </p>
    </div>
  );
}

/** The palette's dialog, loaded the first time it opens (command-palette.tsx). */
export default function CommandPaletteDialog({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: (to: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog header="Go to" visible={open} onHide={onClose} className="command-palette__dialog" position="top" dismissableMask onShow={() => input.current?.focus()}>
      {open && <PaletteSearch onGo={onGo} inputRef={input} />}
    </Dialog>
  );
}
