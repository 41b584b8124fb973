// The zipcodes package ships no types; only what the gazetteer reads is declared.
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipCodeEntry> };
  export default zipcodes;
}
