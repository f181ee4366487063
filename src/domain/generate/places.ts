// Cities venues are placed in: each with its country, time zone, map position and the currency of its prices.

export interface City {
  readonly city: string;
  readonly country: string;
  /** State (United States) or province (elsewhere), when addresses there carry one. */
  readonly region?: { readonly kind: 'state' | 'province'; readonly name: string };
  readonly zone: string;
  readonly lat: number;
  readonly lng: number;
  readonly currency: string;
  /** Typical ticket prices are this many units of the currency. */
  readonly priceScale: number;
}

export const CITIES: readonly City[] = [
  {
    city: 'New York',
    country: 'United States',
    region: { kind: 'state', name: 'NY' },
    zone: 'America/New_York',
    lat: 40.7128,
    lng: -74.006,
    currency: '$',
    priceScale: 1,
  },
  {
    city: 'Chicago',
    country: 'United States',
    region: { kind: 'state', name: 'IL' },
    zone: 'America/Chicago',
    lat: 41.8781,
    lng: -87.6298,
    currency: '$',
    priceScale: 1,
  },
  {
    city: 'Denver',
    country: 'United States',
    region: { kind: 'state', name: 'CO' },
    zone: 'America/Denver',
    lat: 39.7392,
    lng: -104.9903,
    currency: '$',
    priceScale: 1,
  },
  {
    city: 'Seattle',
    country: 'United States',
    region: { kind: 'state', name: 'WA' },
    zone: 'America/Los_Angeles',
    lat: 47.6062,
    lng: -122.3321,
    currency: '$',
    priceScale: 1,
  },
  {
    city: 'Toronto',
    country: 'Canada',
    region: { kind: 'province', name: 'Ontario' },
    zone: 'America/Toronto',
    lat: 43.6532,
    lng: -79.3832,
    currency: 'CA$',
    priceScale: 1,
  },
  {
    city: 'Mexico City',
    country: 'Mexico',
    zone: 'America/Mexico_City',
    lat: 19.4326,
    lng: -99.1332,
    currency: 'MX$',
    priceScale: 20,
  },
  {
    city: 'São Paulo',
    country: 'Brazil',
    region: { kind: 'province', name: 'SP' },
    zone: 'America/Sao_Paulo',
    lat: -23.5505,
    lng: -46.6333,
    currency: 'R$',
    priceScale: 5,
  },
  {
    city: 'London',
    country: 'United Kingdom',
    zone: 'Europe/London',
    lat: 51.5074,
    lng: -0.1278,
    currency: '£',
    priceScale: 1,
  },
  {
    city: 'Dublin',
    country: 'Ireland',
    zone: 'Europe/Dublin',
    lat: 53.3498,
    lng: -6.2603,
    currency: '€',
    priceScale: 1,
  },
  {
    city: 'Madrid',
    country: 'Spain',
    region: { kind: 'province', name: 'Madrid' },
    zone: 'Europe/Madrid',
    lat: 40.4168,
    lng: -3.7038,
    currency: '€',
    priceScale: 1,
  },
  {
    city: 'Barcelona',
    country: 'Spain',
    region: { kind: 'province', name: 'Barcelona' },
    zone: 'Europe/Madrid',
    lat: 41.3874,
    lng: 2.1686,
    currency: '€',
    priceScale: 1,
  },
  { city: 'Berlin', country: 'Germany', zone: 'Europe/Berlin', lat: 52.52, lng: 13.405, currency: '€', priceScale: 1 },
  { city: 'Tokyo', country: 'Japan', zone: 'Asia/Tokyo', lat: 35.6762, lng: 139.6503, currency: '¥', priceScale: 150 },
  {
    city: 'Sydney',
    country: 'Australia',
    region: { kind: 'province', name: 'NSW' },
    zone: 'Australia/Sydney',
    lat: -33.8688,
    lng: 151.2093,
    currency: 'A$',
    priceScale: 1.5,
  },
];

/** Online events have no venue; they take the zone of whoever hosts them. */
export const ONLINE_ZONES: readonly string[] = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo'];
