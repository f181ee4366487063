// Fake data for cal generate. Libraries under src/vendor/ are bundled apart from the CLI (scripts/bundle.mjs).
export { Faker, base, en } from '@faker-js/faker';
