// The category a transaction gets: the provider's sixteen, then the person's own, the bank's marked as such.
import { useId } from 'react';
import type { Category } from '@finance/shared/contracts';
import { categoryName, type CategoryNames } from '../model/cell-format';
import { CORRECTION_TEXTS } from '../model/correction-texts';
import { Field } from './form-parts';

export interface CategorySelectProps {
  label: string;
  categories: readonly Category[];
  names: CategoryNames;
  /** The key chosen; '' for none. */
  value: string;
  /** The bank's category, marked in the list; null for a manual transaction. */
  bankCategory: string | null;
  onChange: (value: string) => void;
}

export function CategorySelect({ label, categories, names, value, bankCategory, onChange }: CategorySelectProps) {
  const id = useId();
  const listed = new Set(categories.map((category) => category.category_id));
  // The value held is always offered, even before the list has arrived or when it names an unknown key.
  const extra = [value, bankCategory].filter((key): key is string => Boolean(key) && !listed.has(key!));
  const label_ = (key: string, name: string) =>
    key === bankCategory ? CORRECTION_TEXTS.bankCategoryOption(name) : name;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {!value && <option value="">Uncategorized</option>}
        {[...new Set(extra)].map((key) => (
          <option key={key} value={key}>
            {label_(key, categoryName(key, names))}
          </option>
        ))}
        <optgroup label="Categories">
          {categories
            .filter((category) => category.kind === 'provider')
            .map((category) => (
              <option key={category.category_id} value={category.category_id}>
                {label_(category.category_id, category.name)}
              </option>
            ))}
        </optgroup>
        {categories.some((category) => category.kind === 'custom') && (
          <optgroup label="Your categories">
            {categories
              .filter((category) => category.kind === 'custom')
              .map((category) => (
                <option key={category.category_id} value={category.category_id}>
                  {category.name}
                </option>
              ))}
          </optgroup>
        )}
      </select>
    </Field>
  );
}
