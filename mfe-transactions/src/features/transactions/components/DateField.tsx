// A date typed as yyyy-MM-dd, with a calendar popup. A valid date applies at once, an empty field clears the bound,
// anything else says "Date input not valid" and leaves the bound as it was.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import { touchSize } from '@finance/shared';
import styled from 'styled-components';
import { fieldBox } from './field-style';
import { parseCalendarDate, toCalendarDate } from '@finance/shared/data';
import { useDraftText } from '../hooks/use-draft-text';
import { DATE_INPUT_NOT_VALID } from '../model/date-input';

export { DATE_INPUT_NOT_VALID } from '../model/date-input';

export interface DateFieldProps {
  label: string;
  /** The date in force (yyyy-MM-dd), or '' when none is set. */
  value: string;
  /** Shown when no date is set: the earliest or latest loaded date. */
  fallback: string;
  onChange: (value: string) => void;
  /** The months the calendar can show. */
  earliest?: string;
  latest?: string;
}

export function DateField({ label, value, fallback, onChange, earliest, latest }: DateFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const calendarId = useId();
  const [text, setDraft] = useDraftText(value, (date) => date || fallback);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  // A press anywhere outside the calendar closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const invalid = text !== '' && parseCalendarDate(text) === null;
  const selected = parseCalendarDate(text) ?? undefined;

  const type = (next: string) => {
    const valid = next === '' || parseCalendarDate(next) !== null;
    setDraft(next, valid ? next : value);
    if (valid) onChange(next);
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onPopupKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <Row>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          placeholder="yyyy-MM-dd"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => type(event.target.value.trim())}
        />
        <CalendarButton
          ref={toggle}
          type="button"
          aria-label={`Choose ${label} date`}
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
            />
          </svg>
        </CalendarButton>
      </Row>
      {invalid && (
        <Invalid id={errorId} role="alert">
          {DATE_INPUT_NOT_VALID}
        </Invalid>
      )}
      {open && (
        <Popup id={calendarId} ref={popup} role="dialog" aria-label={`${label} calendar`} onKeyDown={onPopupKeyDown}>
          <DayPicker
            mode="single"
            autoFocus
            captionLayout="dropdown"
            selected={selected}
            defaultMonth={selected ?? parseCalendarDate(latest ?? '') ?? undefined}
            startMonth={parseCalendarDate(earliest ?? '') ?? undefined}
            endMonth={parseCalendarDate(latest ?? '') ?? undefined}
            onSelect={(date) => {
              if (date) type(toCalendarDate(date));
              close();
            }}
          />
        </Popup>
      )}
    </Field>
  );
}

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  input {
    flex: 1;
    min-width: 0;
    ${fieldBox}
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const CalendarButton = styled.button`
  min-width: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${touchSize}
`;

const Invalid = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The calendar's look, on react-day-picker's class names (the app loads no CSS files). */
const Popup = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  margin-top: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.menu};

  .rdp-root { position: relative; }
  .rdp-month_caption { display: flex; align-items: center; height: 2.5rem; font-weight: 600; }
  .rdp-dropdowns { display: inline-flex; gap: ${({ theme }) => theme.space.xs}; }
  .rdp-dropdown_root { position: relative; display: inline-flex; align-items: center; }
  .rdp-dropdown { position: absolute; inset: 0; opacity: 0; cursor: pointer; width: 100%; }
  .rdp-caption_label { display: inline-flex; align-items: center; gap: 2px; }
  .rdp-caption_label svg { width: 10px; height: 10px; }
  .rdp-nav { position: absolute; top: 0; right: 0; display: flex; height: 2.5rem; align-items: center; }
  .rdp-button_previous, .rdp-button_next {
    width: 2.25rem; height: 2.25rem; border: none; border-radius: ${({ theme }) => theme.radius.md};
    background: transparent; cursor: pointer; color: ${({ theme }) => theme.colors.text};
  }
  .rdp-button_previous:disabled, .rdp-button_next:disabled { opacity: 0.4; cursor: default; }
  .rdp-chevron { width: 14px; height: 14px; fill: currentColor; }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday { width: 2.25rem; font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.colors.muted}; font-weight: 500; }
  .rdp-day { width: 2.25rem; height: 2.25rem; padding: 0; text-align: center; }
  .rdp-day_button {
    width: 2.25rem; height: 2.25rem; border: none; border-radius: ${({ theme }) => theme.radius.round};
    background: transparent; font: inherit; color: inherit; cursor: pointer;
  }
  .rdp-day_button:hover { background: ${({ theme }) => theme.colors.background}; }
  .rdp-today .rdp-day_button { font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
  .rdp-selected .rdp-day_button { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
  .rdp-outside { color: ${({ theme }) => theme.colors.muted}; }
  @media ${({ theme }) => theme.media.touch} {
    .rdp-weekday, .rdp-day, .rdp-day_button, .rdp-button_previous, .rdp-button_next {
      width: ${({ theme }) => theme.touchTarget}; height: ${({ theme }) => theme.touchTarget};
    }
    .rdp-month_caption, .rdp-nav { height: ${({ theme }) => theme.touchTarget}; }
  }
  .rdp-disabled { opacity: 0.4; }
  .rdp-hidden { visibility: hidden; }
`;
