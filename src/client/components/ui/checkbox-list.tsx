import './admin-ui.css';

interface CheckboxListProps {
  items: readonly { id: number; name: string }[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  /** Describes each box for screen readers when the list has an error. */
  describedBy?: string;
}

export function CheckboxList({ items, selected, onToggle, describedBy }: CheckboxListProps) {
  return (
    <ul className="check-grid">
      {items.map((item) => (
        <li key={item.id}>
          <label className="checkbox">
            <input
              type="checkbox"
              value={item.id}
              checked={selected.has(item.id)}
              onChange={(event) => onToggle(item.id, event.target.checked)}
              aria-describedby={describedBy}
            />
            {item.name}
          </label>
        </li>
      ))}
    </ul>
  );
}
