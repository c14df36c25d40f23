import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface SearchFormProps {
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (text: string) => void;
}

/** The search applies on Enter (or the button), not on every key, as spec section 2 asks. */
export function SearchForm({ placeholder, value, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back/forward changes the URL under the box; the box follows.
  useEffect(() => setText(value), [value]);

  return (
    <search className="search-form">
      <form
        className="search-form__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label className="field__label" htmlFor={id}>
          {m.search()}
        </label>
        <div className="search-form__row">
          <div className="search-form__control">
            <Search className="search-form__icon" size={18} aria-hidden="true" />
            <input
              id={id}
              className="input search-form__input"
              type="search"
              placeholder={placeholder}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
            />
          </div>
          <button className="btn btn--secondary search-form__submit" type="submit">
            <Search size={18} aria-hidden="true" />
            <span className="label-sm-hidden">{m.search()}</span>
          </button>
        </div>
      </form>
    </search>
  );
}
