/**
 * A filter form's setter: `set('from')` is the field's change handler, handing `onChange` the
 * filters with that one field replaced.
 */
export function filterSetter<Filters extends object>(
  filters: Filters,
  onChange: (filters: Filters) => void,
) {
  return <Key extends keyof Filters>(key: Key) =>
    (value: Filters[Key]) =>
      onChange({ ...filters, [key]: value });
}
