import { useEffect, useRef } from 'react';
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
  return (
    <Field
      id="map-category"
      label="Category"
      error={error ?? (failed ? 'Failed to load categories' : undefined)}
    >
      <select
        {...fieldProps('map-category', error ?? (failed ? 'Failed to load categories' : undefined))}
        className="input"
        name="category_id"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={categories.isPending}
      >
        {categories.isPending ? (
          <option value={value}>Loading categories...</option>
        ) : (
          <>
            <option value="">Pilih kategori</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </>
        )}
      </select>
    </Field>
  );
}
