import { IsoDateInput } from './iso-date-input';

/** Whether `text` is a whole `YYYY-MM-DD` date, not one still being typed. */
export const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** `text` when it is a whole date, for a search's bound; a date still being typed is left out. */
export const wholeDate = (text: string): string | undefined => (isIsoDate(text) ? text : undefined);

/**
 * A period's two date fields, for a filter grid: the start cannot be picked after a whole end
 * date, nor the end before a whole start date.
 */
export function DateRangeInputs(props: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  onChange: (bound: 'from' | 'to', value: string) => void;
}) {
  const { from, to, onChange } = props;
  return (
    <>
      <IsoDateInput
        label={props.fromLabel}
        value={from}
        maxDate={wholeDate(to)}
        onChange={(value) => onChange('from', value)}
      />
      <IsoDateInput
        label={props.toLabel}
        value={to}
        minDate={wholeDate(from)}
        onChange={(value) => onChange('to', value)}
      />
    </>
  );
}
