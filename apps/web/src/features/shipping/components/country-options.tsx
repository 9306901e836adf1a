import { countryOptions } from '@teatree/shared/schemas/address';
import { Options } from '../../../components/ui/select-field';

/** The sorted lists already made, by the country put first: a tax form draws one select per rate. */
const made = new Map<string, ReturnType<typeof countryOptions>>();

/** The options of a country select: every country by its English name, the shop's own first. */
export function CountryOptions({ shopCountry }: { shopCountry: string }) {
  let countries = made.get(shopCountry);
  if (!countries) {
    countries = countryOptions(shopCountry);
    made.set(shopCountry, countries);
  }
  return <Options choices={countries} />;
}
