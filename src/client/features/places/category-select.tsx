import { useEffect, useRef } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';

interface CategorySelectProps {
  value: string;
  onChange: (value: string) => void;
  /** On create the first category is chosen as soon as the list arrives (spec section 2). */
  preselectFirst: boolean;
  error?: string;
}

export function CategorySelect({ value, onChange, preselectFirst, error }: CategorySelectProps) {
  const categories = trpc.categories.all.useQuery();
  const first = categories.data?.[0];

  // Once only: choosing 'Pilih kategori' afterwards (no category) must stick.
  const preselected = useRef(false);
  useEffect(() => {
    if (!preselectFirst || preselected.current || !first) return;
    preselected.current = true;
    if (value === '') onChange(String(first.id));
  }, [preselectFirst, value, first, onChange]);

  const failed = categories.isError;
  const failure = error ?? (failed ? m.map_categories_load_failed() : undefined);
  return (
    <Field id="map-category" label={m.map_field_category()} error={failure}>
      <select
        {...fieldProps('map-category', failure)}
        className="input"
        name="category_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={categories.isPending}
      >
        {categories.isPending ? (
          <option value={value}>{m.map_categories_loading()}</option>
        ) : (
          <>
            <option value="">{m.map_choose_category()}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {/* The regency's, beside a village's own of the same name (decision 0060); said first, so a half-width field does not cut it off. */}
                {category.shared ? m.cat_shared_option({ name: category.name }) : category.name}
              </option>
            ))}
          </>
        )}
      </select>
    </Field>
  );
}
