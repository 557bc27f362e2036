/**
 * The address line: the street address, then the city (in the current language) and the PIN code unless the
 * address already names them.
 */
export function fullAddress(
  location: string | null,
  cityEnglish: string | null,
  cityShown: string | null,
  zipcode: string | null,
): string {
  const street = location?.trim() ?? '';
  const has = (part: string | null) => Boolean(part && street.toLocaleLowerCase().includes(part.toLocaleLowerCase()));
  const parts = [street];
  if (cityShown && !has(cityEnglish) && !has(cityShown)) parts.push(cityShown);
  if (zipcode && !has(zipcode)) parts.push(zipcode);
  return parts.filter(Boolean).join(', ');
}
