import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { formatDate, parseDate, type CivilDate } from '@shared/amsterdam-time';
import { DASHBOARD_PRESET_DAYS } from '@shared/dashboard-constants';
import { nextDaysParams, RANGE_PARAMS, type DateRange } from '../date-range';
import type { DatePanelProps } from './date-picker';

type Panel = (props: DatePanelProps) => ReactNode;

/**
 * The month panel (PrimeReact's Calendar, about 19 KB gzip) is not part of the dashboard's first
 * load (decision 024): it loads when a date field is first opened. The field itself is ours and
 * never replaced, so what is typed while the panel loads stays where it was typed.
 */
let loadedPanel: Panel | undefined;
const loadPanel = () => import('./date-picker').then((module) => (loadedPanel = module.DatePanel));

const MARGIN = 8;

interface FieldProps {
  id: string;
  label: string;
  value: CivilDate | null;
  invalid: boolean;
  onChange: (text: string) => void;
}

/**
 * A date field: typing a whole date (YYYY-MM-DD) takes it; focus, a click or the button opens the
 * month panel below it, where a click or Enter on a day takes that day. Arrow down moves into the
 * panel; Escape, Enter or leaving the field closes it. Escape closes only the panel.
 */
function DateField({ id, label, value, invalid, onChange }: FieldProps) {
  const [Panel, setPanel] = useState<Panel | undefined>(() => loadedPanel);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = `${id}-panel`;

  const show = () => {
    setOpen(true);
    if (!Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
  };
  const close = () => {
    setOpen(false);
    input.current?.focus();
  };

  // The panel stays inside the window: it moves left as far as needed (the End field at phone width).
  useLayoutEffect(() => {
    const box = panel.current;
    if (!box) return;
    box.style.left = '0px';
    const overflow = box.getBoundingClientRect().right - (document.documentElement.clientWidth - MARGIN);
    if (overflow > 0) box.style.left = `${-Math.min(overflow, box.getBoundingClientRect().left - MARGIN)}px`;
  });

  return (
    <div
      ref={field}
      className="date-range__field"
      onBlur={(e) => {
        if (field.current?.contains(e.relatedTarget as Node | null)) return;
        setOpen(false);
        setText(null);
      }}
      onKeyDown={(e) => {
        if (!open) return;
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        } else if (e.key === 'Enter') close();
        else if (e.key === 'ArrowDown' && e.target === input.current) {
          e.preventDefault();
          const days = panel.current;
          (days?.querySelector<HTMLElement>('td span[data-p-highlight="true"]') ?? days?.querySelector<HTMLElement>('td span[tabindex="0"]'))?.focus();
        }
      }}
    >
      <label htmlFor={id}>{label}</label>
      <span className={`p-calendar p-component p-inputwrapper p-calendar-w-btn p-calendar-w-btn-right${invalid ? ' p-invalid' : ''}`}>
        <input
          ref={input}
          id={id}
          type="text"
          className={`p-inputtext p-component${invalid ? ' p-invalid' : ''}`}
          value={text ?? (value ? formatDate(value) : '')}
          placeholder="YYYY-MM-DD"
          autoComplete="off"
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'date-range-error' : undefined}
          // focus coming back from the panel (a day taken by the keyboard) leaves it closed
          onFocus={(e) => field.current?.contains(e.relatedTarget as Node | null) || show()}
          onClick={show}
          onChange={(e) => {
            setText(e.target.value);
            if (parseDate(e.target.value)) onChange(e.target.value);
          }}
        />
        <button
          type="button"
          className="p-datepicker-trigger p-button p-component p-button-icon-only"
          aria-label="Choose Date"
          tabIndex={-1}
          onClick={() => (open ? close() : (show(), input.current?.focus()))}
        >
          <span className="p-button-icon pi pi-calendar" aria-hidden="true" />
          <span className="p-button-label p-c">&nbsp;</span>
        </button>
        {open && (
          // A click in the panel keeps the focus in the field, so the panel stays open until a day is taken.
          <div ref={panel} className="date-range__panel" role="dialog" aria-label={`${label}: choose a day`} onMouseDown={(e) => e.preventDefault()}>
            {Panel ? (
              <Panel
                id={panelId}
                value={value}
                onChoose={(date) => {
                  setText(null);
                  onChange(formatDate(date));
                  close();
                }}
              />
            ) : (
              <div id={panelId} className="date-range__panel-loading" role="status">
                Loading…
              </div>
            )}
          </div>
        )}
      </span>
    </div>
  );
}

/** Start and end date (spec section 5: YYYY-MM-DD; the end may not be before the start, and then nothing loads). */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (params: Record<string, string>) => void }) {
  const field = (id: string, label: string, value: CivilDate | null, param: string) => (
    <DateField id={id} label={label} value={value} invalid={!!range.problem} onChange={(text) => onChange({ [param]: text })} />
  );
  return (
    <div className="date-range" role="group" aria-label="Date range">
      {field('date-range-start', 'Start date', range.start, RANGE_PARAMS.start)}
      {field('date-range-end', 'End date', range.end, RANGE_PARAMS.end)}
      <div className="date-range__presets" role="group" aria-label="Date range presets">
        {DASHBOARD_PRESET_DAYS.map((days) => (
          <Button key={days} type="button" label={`Next ${days} days`} size="small" text onClick={() => onChange(nextDaysParams(days))} />
        ))}
      </div>
      {range.problem && (
        <small id="date-range-error" className="p-error date-range__message" role="alert">
          {range.problem}
        </small>
      )}
    </div>
  );
}
