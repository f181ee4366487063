// The words a generated calendar is made of: a category tree with the kinds of event each holds, tags and phrases.

export interface CategorySeed {
  readonly name: string;
  readonly description: string;
  /** What events of this category are called ("Jazz Night"); a title is built around one of them. */
  readonly formats: readonly string[];
  readonly children?: readonly CategorySeed[];
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    name: 'Music',
    description: 'Concerts, gigs and live performances',
    formats: ['Concert', 'Live Music Night', 'Open Mic'],
    children: [
      {
        name: 'Jazz',
        description: 'Jazz, swing and blues',
        formats: ['Jazz Night', 'Jazz Jam Session', 'Big Band Evening', 'Swing Dance Social'],
      },
      {
        name: 'Classical',
        description: 'Orchestras, choirs and chamber music',
        formats: ['Chamber Music Recital', 'Symphony Concert', 'Choir Performance', 'Piano Recital'],
      },
      {
        name: 'Rock & Pop',
        description: 'Bands and singer-songwriters',
        formats: ['Rock Show', 'Indie Showcase', 'Acoustic Session', 'Tribute Night'],
      },
      {
        name: 'Folk',
        description: 'Traditional and folk music',
        formats: ['Folk Session', 'Ceilidh', 'Songwriters Circle'],
      },
    ],
  },
  {
    name: 'Arts & Culture',
    description: 'Stage, screen and gallery',
    formats: ['Arts Evening', 'Culture Night'],
    children: [
      {
        name: 'Theatre',
        description: 'Plays, musicals and improv',
        formats: ['Improv Comedy Night', 'Theatre Premiere', 'Staged Reading', 'Musical Matinee'],
      },
      {
        name: 'Exhibitions',
        description: 'Galleries and museums',
        formats: ['Exhibition Opening', 'Gallery Tour', 'Photography Exhibition', 'Artist Talk'],
      },
      {
        name: 'Film',
        description: 'Screenings and festivals',
        formats: ['Film Screening', 'Outdoor Cinema', 'Documentary Night', 'Short Film Festival'],
      },
      {
        name: 'Dance',
        description: 'Performances and classes',
        formats: ['Dance Performance', 'Salsa Night', 'Tango Milonga'],
      },
    ],
  },
  {
    name: 'Learning',
    description: 'Courses, talks and workshops',
    formats: ['Learning Day', 'Study Group'],
    children: [
      {
        name: 'Workshops',
        description: 'Hands-on learning',
        formats: ['Pottery Workshop', 'Bookbinding Workshop', 'Watercolour Class', 'Bread Baking Class'],
      },
      {
        name: 'Talks',
        description: 'Lectures and panels',
        formats: ['Public Lecture', 'Panel Discussion', 'Book Launch', 'Author Talk'],
      },
      {
        name: 'Languages',
        description: 'Language exchanges and courses',
        formats: ['Language Exchange', 'Spanish Conversation Club', 'Japanese for Beginners'],
      },
    ],
  },
  {
    name: 'Food & Drink',
    description: 'Tastings, markets and dinners',
    formats: ['Food Festival', 'Supper Club'],
    children: [
      {
        name: 'Tastings',
        description: 'Wine, beer and cheese',
        formats: ['Wine Tasting', 'Craft Beer Tasting', 'Cheese and Wine Evening'],
      },
      {
        name: 'Markets',
        description: 'Farmers and street food markets',
        formats: ['Farmers Market', 'Street Food Market', 'Night Market'],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    description: 'Get moving',
    formats: ['Sports Day', 'Outdoor Adventure'],
    children: [
      {
        name: 'Running',
        description: 'Races and running clubs',
        formats: ['5K Fun Run', 'Half Marathon', 'Parkrun Social'],
      },
      {
        name: 'Cycling',
        description: 'Rides and repair sessions',
        formats: ['Group Bike Ride', 'Bike Repair Café', 'Cycling Tour'],
      },
      {
        name: 'Hiking',
        description: 'Walks and trails',
        formats: ['Guided Hike', 'Nature Walk', 'Sunrise Trail Walk'],
      },
    ],
  },
  {
    name: 'Community',
    description: 'Neighbourhood life',
    formats: ['Community Meeting', 'Neighbourhood Fair'],
    children: [
      { name: 'Volunteering', description: 'Lend a hand', formats: ['Park Clean-Up', 'Repair Café', 'Charity Drive'] },
      {
        name: 'Meetups',
        description: 'People with shared interests',
        formats: ['Board Game Night', 'Book Club', 'Photography Walk', 'Quiz Night'],
      },
    ],
  },
  {
    name: 'Family',
    description: 'For all ages',
    formats: ['Family Day', 'Kids Club'],
    children: [
      {
        name: 'Storytelling',
        description: 'Stories for children',
        formats: ['Story Time', 'Puppet Show', 'Fairy Tale Hour'],
      },
    ],
  },
  {
    name: 'Technology',
    description: 'Code, makers and science',
    formats: ['Tech Meetup', 'Maker Night'],
    children: [
      {
        name: 'Hackathons',
        description: 'Build something in a weekend',
        formats: ['Hackathon', 'Game Jam', 'Open Data Day'],
      },
      {
        name: 'Conferences',
        description: 'Talks and networking',
        formats: ['Developer Conference', 'Product Summit', 'Lightning Talks'],
      },
    ],
  },
];

/** Formats of categories made up past the tree, when more categories are asked for than it holds. */
export const GENERIC_FORMATS: readonly string[] = ['Gathering', 'Showcase', 'Evening', 'Session', 'Open Day'];

export const TAG_NAMES: readonly string[] = [
  'free',
  'family friendly',
  'outdoor',
  'indoor',
  'accessible',
  'beginners welcome',
  'all ages',
  '18+',
  'online',
  'live music',
  'food',
  'drinks',
  'kids',
  'students',
  'weekend',
  'evening',
  'pet friendly',
  'limited seats',
  'registration required',
  'charity',
  'networking',
  'hands-on',
  'local artists',
  'international',
  'bilingual',
  'seniors',
  'premiere',
  'last chance',
  'sold out soon',
  'new',
];

export const TITLE_PREFIXES: readonly string[] = [
  'Spring',
  'Summer',
  'Autumn',
  'Winter',
  'Late-Night',
  'Sunday',
  'Saturday',
  'Downtown',
  'Riverside',
  'Open-Air',
  'Annual',
  'Community',
  'Grand',
  'Midweek',
  'Twilight',
  'Morning',
  'Neighbourhood',
  'Harbour',
  'Rooftop',
  'Candlelight',
];

export const VENUE_KINDS: readonly string[] = [
  'Hall',
  'Theatre',
  'Arts Centre',
  'Library',
  'Gallery',
  'Studio',
  'Community Centre',
  'Auditorium',
  'Park',
  'Social Club',
  'Concert Hall',
  'Market Hall',
  'Warehouse',
  'Conservatory',
  'Pavilion',
];

export const ORGANIZER_KINDS: readonly string[] = [
  'Society',
  'Collective',
  'Events',
  'Foundation',
  'Club',
  'Association',
  'Productions',
  'Council',
];

export const DESCRIPTION_EXTRAS: readonly string[] = [
  'Doors open 30 minutes before the start.',
  'Everyone is welcome: bring a friend.',
  'Seats are limited, so come early.',
  'Light refreshments will be served.',
  'Suitable for all ages.',
  'The venue is step-free and wheelchair accessible.',
  'Tickets are available at the door while they last.',
  'Please arrive on time; latecomers are admitted at a suitable break.',
  'Photography is welcome, without flash.',
  'Bring water and comfortable shoes.',
  'Children under 12 must be accompanied by an adult.',
  'The event takes place rain or shine.',
];
