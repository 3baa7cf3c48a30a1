// A category as every page names it: the person's own by the name they gave it, the provider's in words, none as
// "Uncategorized". The transactions screen, its filters and the Dashboard's figures read the same words.

/** The names of the person's own categories, by id (cat_...). */
export type CategoryNames = ReadonlyMap<string, string>;

const NO_NAMES: CategoryNames = new Map();

/** The ids of the person's own categories start so; the provider's are words in capitals. */
export const CUSTOM_CATEGORY_PREFIX = 'cat_';

/**
 * A category key as the screen names it: the person's own category by its name ("Custom category" until the names
 * are read), a provider's "FOOD_AND_DRINK" as "Food And Drink", none as "Uncategorized".
 */
export function categoryName(key: string | null | undefined, names: CategoryNames = NO_NAMES): string {
  if (!key) return 'Uncategorized';
  const own = names.get(key);
  if (own !== undefined) return own;
  if (key.startsWith(CUSTOM_CATEGORY_PREFIX)) return 'Custom category';
  let words = providerWords.get(key);
  if (words === undefined) {
    words = key
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
      .join(' ');
    if (providerWords.size < PROVIDER_WORDS_MAX) providerWords.set(key, words);
  }
  return words;
}

/**
 * The provider's keys in words, made once each: a set's 150,684 rows name a few dozen categories, and making their
 * words for each row took about a quarter of preparing it. Bounded, as keys come from outside.
 */
const providerWords = new Map<string, string>();
const PROVIDER_WORDS_MAX = 1_000;
