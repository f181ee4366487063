// The CSV columns of an events file, in the order cal export writes them (apart, so --help can list them cheaply).
export const CSV_COLUMNS = [
  'title', 'slug', 'start_date', 'end_date', 'timezone', 'all_day', 'status', 'cost', 'website', 'image',
  'featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link', 'categories', 'tags',
  'venue', 'venue_address', 'venue_city', 'venue_country', 'venue_zip', 'venue_geo_lat', 'venue_geo_lng', 'organizer', 'organizer_email',
  'description', 'excerpt',
] as const;
