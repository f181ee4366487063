// The words of the benchmark's separate events (bench/ics-fixture.js): kinds of event, topics, people, places and
// sentences, varied so that no two events repeat one another the way a cache would like.
export const KINDS = [
  'Workshop',
  'Talk',
  'Guided tour',
  'Concert',
  'Reading',
  'Film screening',
  'Masterclass',
  'Book club',
  'Open rehearsal',
  'Family morning',
  'Round table',
  'Taller',
  'Conferencia',
  'Recital',
  'Yoga class',
  'Language exchange',
  'Chess evening',
  'Drawing session',
  'Seminar',
  'Storytelling',
];
export const TOPICS = [
  'urban gardening',
  'the Spanish Golden Age',
  'watercolour landscapes',
  'jazz standards',
  'early photography',
  'flamenco guitar',
  'climate and cities',
  'the poetry of Lorca',
  'sourdough baking',
  'digital privacy',
  'Baroque chamber music',
  'birdwatching in the Retiro',
  'comic book illustration',
  'Madrid in the 1980s',
  'contemporary dance',
  'ceramics for beginners',
  'the history of the tram',
  'women in science',
  'documentary filmmaking',
  'bookbinding',
  'Mediterranean cooking',
  'astronomy for families',
  'Cervantes and Shakespeare',
  'street art',
  'mindful walking',
  'la novela negra',
  'cine mudo',
  'the architecture of Gaudí',
  'first aid basics',
  'podcast production',
];
export const PEOPLE = [
  'Lucía Romero',
  'Javier Ortega',
  'Marta Quintana',
  'Pablo Ibáñez',
  'Ana Belén Soto',
  'Hugo Ferrer',
  'Irene Castaño',
  'Daniel Vidal',
  'Nuria Peláez',
  'Sergio Montes',
  'Claire Dubois',
  'Tomás Azcárate',
  'Elena Marín',
  'Raúl Pizarro',
  'Sofía Lanza',
  'the Trío Almendra',
  'the Coro Joven',
  'Carmen Olmedo',
  'Diego Arroyo',
  'Rocío Gallardo',
];
export const LEVELS = ['', '', '', ' (beginners)', ' (advanced)', ' — session 2', ' — last places', ' (in Spanish)'];
export const PLACES = [
  ['Sala Ámbar', 'Calle de Atocha 34', 'Madrid'],
  ['Biblioteca Eugenio Trías', 'Paseo Fernán Núñez 24', 'Madrid'],
  ['Auditorio Norte', 'Avenida de la Ilustración 12', 'Madrid'],
  ['Patio de los Naranjos', 'Plaza Mayor 1', 'Alcalá de Henares'],
  ['Aula 3', 'Calle del Doctor Fourquet 8', 'Madrid'],
  ['Casa del Lector', 'Paseo de la Chopera 14', 'Madrid'],
  ['Jardín Botánico, Pabellón Villanueva', 'Plaza de Murillo 2', 'Madrid'],
  ['Teatro Pradillo', 'Calle de Pradillo 12', 'Madrid'],
  ['Centro Cívico El Greco', 'Calle de la Plata 5', 'Getafe'],
  ['La Nave', 'Calle Cifuentes 5', 'Madrid'],
  ['Salón de actos', 'Calle de Santa Isabel 52', 'Madrid'],
  ['Mercado de San Fernando', 'Calle de Embajadores 41', 'Madrid'],
];
export const SENTENCES = [
  'Places are limited and given in order of arrival; doors open fifteen minutes before the start.',
  'No previous experience is needed: bring comfortable clothes and a bottle of water.',
  'The session is led by {person}, who has taught {topic} for more than {n} years.',
  'Materials are provided, but you are welcome to bring your own notebook.',
  'Suitable for ages {n} and up; children must come with an adult.',
  'We will look at {topic} through examples, short exercises and time for questions.',
  'The talk is followed by a conversation with the audience and a glass of wine in the courtyard.',
  'Free entry with prior registration at the front desk or by phone (91 {n}{n} {n}{n} 00).',
  'Part of the autumn programme "{topic}, then and now", curated by {person}.',
  'Accessible venue: step-free entrance, induction loop and reserved seats at the front.',
  'The recording of the previous session is available in the library catalogue.',
  'Please note the change of room: this week we meet on the second floor.',
  'Entrada libre hasta completar aforo.',
  'Con la colaboración de la Asociación de Vecinos del barrio.',
  'Bring a photo of a place that matters to you; we will draw from it together.',
  'Afterwards the group goes for tapas nearby; everyone is welcome to join.',
  'In case of rain the activity moves indoors to the main hall.',
  'Sign language interpretation is available on request up to {n} days before.',
];

/** A description of some length: two to seven sentences, some with names and numbers, in one or two paragraphs. */
export function description(rand, person, topic) {
  const sentences = [];
  const count = 2 + Math.floor(rand() * 6);
  for (let i = 0; i < count; i++) {
    const sentence = SENTENCES[Math.floor(rand() * SENTENCES.length)]
      .replace('{person}', person)
      .replace('{topic}', topic)
      .replace(/\{n\}/g, () => String(2 + Math.floor(rand() * 18)));
    sentences.push(sentence);
  }
  const split = 1 + Math.floor(rand() * (count - 1));
  return `${sentences.slice(0, split).join(' ')}\n\n${sentences.slice(split).join(' ')}`;
}
