/** Countries for addresses and billing details: shared with checkout, so they live in lib/countries.ts. */
export { COUNTRY_CODES, countryName, countryOptions, type CountryCode, type CountryOption } from '@/lib/countries';
