import { keyWords, searchKey } from '../../platform/search-key';

/**
 * A business's search keys (decision 54): `name_key`, its name's key (ranking: exact, prefix, whole word);
 * `search_key`, the words people find it by — name, owner's name, products — between spaces, so that
 * `like '% word%'` is a word-prefix match (indexed by trigrams on both databases).
 */
export function businessSearchKeys(
  businessName: string | null,
  ownerName: string | null,
  productNames: readonly string[],
): { name_key: string; search_key: string } {
  const words = [...keyWords(businessName), ...keyWords(ownerName)];
  for (const p of productNames) words.push(...keyWords(p));
  return { name_key: searchKey(businessName), search_key: words.length ? ` ${[...new Set(words)].join(' ')} ` : '' };
}
