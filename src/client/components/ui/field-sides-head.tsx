import { m } from '../../../shared/i18n/generated/messages.js';

/**
 * The head of a table that sets each field's two values side by side (the conflict screen: yours and saved
 * now; the history: this version and now): "Field", then one column per side.
 */
export function FieldSidesHead({
  cellClass,
  sides,
}: {
  cellClass: string;
  sides: readonly [string, string];
}) {
  return (
    <thead>
      <tr>
        {[m.conflict_field(), ...sides].map((label, column) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three columns never move: their place is their identity
          <th key={column} scope="col" className={cellClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
