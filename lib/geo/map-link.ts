// The one maps link: a Google Maps search, which every phone opens in its maps
// app. Client-safe (the results cards and the alert preview use it).

const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/** A maps search for a place's words (an address) or a point written as "lat,lng": encoded as a query. */
export function mapsSearchUrl(query: string): string {
  return `${MAPS_SEARCH}${encodeURIComponent(query)}`;
}

/** A point for a message's text (the alert, the e-mail, WhatsApp): 6 decimals (~0.1 m, more than GPS gives), the comma kept readable. */
export function mapLink(latitude: number, longitude: number): string {
  const fmt = (n: number) => String(Number(n.toFixed(6)));
  return `${MAPS_SEARCH}${fmt(latitude)},${fmt(longitude)}`;
}
