import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useFilterOptions, useWorkflowSetOptions, type FilterOption } from '../api/get-filter-options';
import { figureLabel } from '../figures';
import { formatDate, parseDate, type CivilDate } from '@shared/amsterdam-time';
import { PRESETS, presetOf, presetRange, type ReportFilters } from '../report-filters';
import type { ReportViewState } from '../use-report-view';
import { useLanguages } from '@/api/languages/get-languages';
import { DELIVERY_FIGURES, REPORT_TEXTS, NOT_RENDERED_LANGUAGE } from '@shared/reports';

// The picker works in local Dates; only the calendar day matters (it is read as an Amsterdam day).
const asDate = (date: CivilDate | null) => (date ? new Date(date.year, date.month - 1, date.day) : null);
const asCivil = (date: Date) => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

function DateField({ id, label, text, invalid, onChange }: { id: string; label: string; text: string; invalid: boolean; onChange: (text: string) => void }) {
  const calendar = useRef<Calendar>(null);
  return (
    <div className="report-filter report-filter--date" onKeyDown={(e) => e.key === 'Enter' && calendar.current?.hide()}>
      <label htmlFor={id}>{label}</label>
      <Calendar
        ref={calendar}
        inputId={id}
        value={asDate(parseDate(text))}
        onChange={(e) => e.value instanceof Date && onChange(formatDate(asCivil(e.value)))}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        invalid={invalid}
        pt={{ input: { root: { 'aria-invalid': invalid, 'aria-describedby': invalid ? 'report-range-error' : undefined } } }}
      />
    </div>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: number | string | undefined;
  options: { value: number | string; label: string }[] | undefined;
  onChange: (value: number | string | undefined) => void;
  filter?: boolean;
}

/** A labelled select whose empty value is 'All'; a chosen id that the options lack still shows (by its number). */
function Choice({ id, label, value, options, onChange, filter }: ChoiceProps) {
  const shown = value !== undefined && options && !options.some((option) => option.value === value) ? [{ value, label: `#${value}` }, ...options] : (options ?? []);
  return (
    <div className="report-filter">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        value={value ?? null}
        options={shown}
        optionLabel="label"
        optionValue="value"
        onChange={(e) => onChange(e.value ?? undefined)}
        showClear={value !== undefined}
        placeholder="All"
        filter={filter}
        filterInputAutoFocus
        emptyMessage="None in these dates"
        className="p-inputtext-sm"
      />
    </div>
  );
}

const CHANNELS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];
const STATUSES = DELIVERY_FIGURES.map((figure) => ({ value: figure, label: figureLabel(figure) }));

interface FilterBarProps {
  state: ReportViewState;
  /** The compare screen chooses its two events itself. */
  withEvent?: boolean;
  withStatus?: boolean;
}

/** The report's filters (docs/decisions/032-report-page.md): the days of sending with presets, then what was sent, all in the URL. */
export function ReportFilterBar({ state, withEvent = true, withStatus = true }: FilterBarProps) {
  const { view, today } = state;
  const { filters, problem } = view;
  const range = problem ? null : filters;
  const events = useFilterOptions(range, 'event').data;
  const workflows = useFilterOptions(range, 'messageWorkflow').data;
  const messages = useFilterOptions(range, 'message').data;
  const sets = useWorkflowSetOptions().data;
  const languages = useLanguages().data;
  const languageOptions = [{ value: NOT_RENDERED_LANGUAGE, label: REPORT_TEXTS.notRendered }, ...(languages ?? []).map((language) => ({ value: language.id, label: language.name }))];
  const preset = problem ? undefined : presetOf(filters, today);
  const set = (changes: Partial<ReportFilters>) => {
    const next = { ...filters, ...changes };
    for (const [name, value] of Object.entries(changes)) if (value === undefined) delete next[name as keyof ReportFilters];
    state.setFilters(next);
  };
  const narrowed = Object.keys(filters).some((name) => !['from', 'to'].includes(name) && (withEvent || name !== 'eventId'));
  const asId = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

  return (
    <div className="card report-filters" role="group" aria-label="Report filters">
      <div className="report-filters__dates" role="group" aria-label="Days of sending">
        <DateField id="report-from" label="Sent from" text={state.typed.from ?? formatDate(filters.from)} invalid={!!problem} onChange={(text) => state.setDate('from', text)} />
        <DateField id="report-to" label="Sent to" text={state.typed.to ?? formatDate(filters.to)} invalid={!!problem} onChange={(text) => state.setDate('to', text)} />
        <div className="report-filters__presets" role="group" aria-label="Date range presets">
          {PRESETS.map(({ key, label }) => (
            <Button key={key} type="button" label={label} size="small" text aria-pressed={preset === key} className={preset === key ? 'report-preset--on' : undefined} onClick={() => set(presetRange(key, today))} />
          ))}
        </div>
        {problem && (
          <small id="report-range-error" className="p-error report-filters__error" role="alert">
            {problem}
          </small>
        )}
      </div>
      <div className="report-filters__choices">
        {withEvent && <Choice id="report-event" label="Event" value={filters.eventId} options={events as FilterOption[] | undefined} filter onChange={(value) => set({ eventId: asId(value) })} />}
        <Choice id="report-set" label="Workflow set" value={filters.messageWorkflowSetId} options={sets} filter onChange={(value) => set({ messageWorkflowSetId: asId(value) })} />
        <Choice id="report-workflow" label="Workflow" value={filters.messageWorkflowId} options={workflows} filter onChange={(value) => set({ messageWorkflowId: asId(value) })} />
        <Choice id="report-message" label="Message" value={filters.messageId} options={messages} filter onChange={(value) => set({ messageId: asId(value) })} />
        <Choice id="report-channel" label="Channel" value={filters.channel} options={CHANNELS} onChange={(value) => set({ channel: value as ReportFilters['channel'] })} />
        <Choice id="report-language" label="Language" value={filters.languageId} options={languageOptions} filter onChange={(value) => set({ languageId: asId(value) })} />
        {withStatus && <Choice id="report-status" label="Status" value={filters.status} options={STATUSES} onChange={(value) => set({ status: value as ReportFilters['status'] })} />}
        {narrowed && (
          <Button
            type="button"
            label="Clear filters"
            icon="pi pi-filter-slash"
            size="small"
            text
            className="report-filters__clear"
            onClick={() => state.setFilters({ from: filters.from, to: filters.to, ...(withEvent ? {} : { eventId: filters.eventId }) })}
          />
        )}
      </div>
    </div>
  );
}
