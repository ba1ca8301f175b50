import { Button } from '@store/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { field } from './form/field-styles.ts';

interface SearchFormProps {
  /** The accessible name of the search box, e.g. 'Search products'. */
  label: string;
  placeholder: string;
  /** The search in force (from the address). */
  value: string;
  onSearch: (text: string) => void;
  /** More controls on the same line (a filter). */
  children?: ReactNode;
}

/** A search box that searches on submit, with Clear once a search is in force. */
export function SearchForm({ label, placeholder, value, onSearch, children }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: React warns about <search> wherever the DOM lacks HTMLSearchElement (jsdom); the role is the same
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${field.input} mt-0 min-w-0 flex-1 basis-48 sm:max-w-md`}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {value !== '' && (
        <Button variant="ghost" onClick={() => onSearch('')}>
          Clear
        </Button>
      )}
      {children}
    </form>
  );
}
